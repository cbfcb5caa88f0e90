/* Generated from schemas/issue-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IssueText } from './issue-text';
import type { IssueTitle } from './issue-title';

/**
 * POST feedback/issues/create/. The title is trimmed and must still hold 4 to 256 characters; a blank or null text is stored empty.
 */
export interface IssueCreate {
  title: IssueTitle;
  text?: IssueText | null;
}
