/* Generated from schemas/issue-title.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * An issue title, 4 to 256 characters.
 */
export type IssueTitle = string;
