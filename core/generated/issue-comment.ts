/* Generated from schemas/issue-comment.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';

/**
 * A comment on an issue, by its staff or its creator.
 */
export interface IssueComment {
  /**
   * E-mail of the user who wrote it.
   */
  author: string;
  text: string;
  time: IsoDateTime;
}
