/* Generated from schemas/issue-stats.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { MonthTotal } from './month-total';

/**
 * GET feedback/issues/stats/.
 */
export interface IssueStats {
  created: number;
  assigned: number;
  resolved: number;
  createdPerMonth: MonthTotal[];
  resolvedPerMonth: MonthTotal[];
}
