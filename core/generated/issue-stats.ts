/* Generated from schemas/issue-stats.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { MonthTotal } from './month-total';

/**
 * GET feedback/issues/stats/ (administrators). Totals over all issues; the monthly lists cover the last 6 calendar months, oldest first, the current one last, months without issues included (total 0).
 */
export interface IssueStats {
  /**
   * Every issue raised.
   */
  created: number;
  /**
   * Issues assigned or reassigned and not yet resolved (EVA, EVN).
   */
  assigned: number;
  /**
   * Resolved issues (EVR).
   */
  resolved: number;
  /**
   * Issues raised in each month.
   */
  createdPerMonth: MonthTotal[];
  /**
   * Of the issues raised in each month, those resolved by now: created minus resolved is the unresolved part of the stacked bar.
   */
  resolvedPerMonth: MonthTotal[];
}
