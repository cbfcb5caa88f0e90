/* Generated from schemas/issue-detail.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Email } from './email';
import type { IssueComment } from './issue-comment';
import type { IssueEvent } from './issue-event';
import type { IssueStatus } from './issue-status';
import type { IssueText } from './issue-text';
import type { IssueTitle } from './issue-title';
import type { Uuid } from './uuid';

/**
 * GET feedback/issues/{uuid}: the issue, its events timeline and its comments. Also the answer of create/, status-update/ and comments/.
 */
export interface IssueDetail {
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
  /**
   * Oldest first.
   */
  events: IssueEvent[];
  /**
   * Oldest first.
   */
  comments: IssueComment[];
}
