import type { IssueStatus } from './generated/issue-status';

/**
 * Whether an issue's author may still correct its title and text: only while nobody has taken
 * it up (status Created). Once the help desk assigned or resolved it, what they read stays as
 * they read it. The server refuses by this rule (409) and the portal offers Edit only where it
 * allows it.
 */
export interface IssueCorrectionSubject {
  status: IssueStatus;
}

/** The i18n key saying why `issue` cannot be corrected any more, or null when it can. */
export function issueCorrectionRefusal(issue: IssueCorrectionSubject): string | null {
  return issue.status === 'EVC' ? null : 'portal.api.issues.taken_up';
}
