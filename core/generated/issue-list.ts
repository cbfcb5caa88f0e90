/* Generated from schemas/issue-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Issue } from './issue';

/**
 * A page of issues.
 */
export interface IssueList {
  items: Issue[];
  count: number;
}
