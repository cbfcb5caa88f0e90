/* Generated from schemas/issue-detail.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Email } from './email';
import type { IssueEvent } from './issue-event';
import type { IssueStatus } from './issue-status';
import type { IssueText } from './issue-text';
import type { IssueTitle } from './issue-title';
import type { Uuid } from './uuid';

/**
 * GET feedback/issues/{uuid}: the issue and its events timeline. Also the answer of create/ and status-update/.
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
}
