/* Generated from schemas/issue-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IssueText } from './issue-text';
import type { IssueTitle } from './issue-title';

/**
 * PATCH feedback/issues/{uuid}/ (its author, until the help desk takes it up): the title and text, only the fields that change. The title is trimmed as at creation.
 */
export interface IssueUpdate {
  title?: IssueTitle;
  text?: IssueText | null;
}
