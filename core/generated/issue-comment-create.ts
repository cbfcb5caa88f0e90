/* Generated from schemas/issue-comment-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST feedback/issues/{uuid}/comments/. The text is trimmed and must still hold 1 to 2000 characters.
 */
export interface IssueCommentCreate {
  text: string;
}
