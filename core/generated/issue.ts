/* Generated from schemas/issue.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Email } from './email';
import type { IssueStatus } from './issue-status';
import type { IssueText } from './issue-text';
import type { IssueTitle } from './issue-title';
import type { Uuid } from './uuid';

/**
 * A feedback issue, as listed. createdBy and assignedTo are e-mails; assignedToUuid is the assignee's uuid (the user_id a status update sends), null while unassigned.
 */
export interface Issue {
  uuid: Uuid;
  title: IssueTitle;
  text: IssueText;
  status: IssueStatus;
  createdAt: IsoDateTime;
  createdBy: Email;
  /**
   * E-mail of the assignee.
   */
  assignedTo: string | null;
  /**
   * Uuid of the assignee.
   */
  assignedToUuid: string | null;
}
