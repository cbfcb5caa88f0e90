/* Generated from schemas/issue-text.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * An issue text, at most 2048 characters.
 */
export type IssueText = string;
