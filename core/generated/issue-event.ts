/* Generated from schemas/issue-event.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { IssueStatus } from './issue-status';

/**
 * One status change of an issue.
 */
export interface IssueEvent {
  status: IssueStatus;
  /**
   * E-mail of the assignee.
   */
  assignedTo: string | null;
  /**
   * E-mail of the user who made the change.
   */
  assignedBy: string | null;
  time: IsoDateTime;
}
