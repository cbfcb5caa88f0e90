import type { IssueStats } from '../../core/generated/issue-stats';
import type { Executor } from '../db/executor';
import { issuesPerMonth, issueTotals } from '../repositories/issueStats';

/** Spec section 9: the stats show the last 6 months, the current one included. */
export const ISSUE_STATS_MONTHS = 6;

/**
 * The administrators' issue statistics, counted in the database. Months are the portal's local
 * calendar (`timeZone`), and an issue counts in the month it was raised, so per month the
 * resolved part never exceeds what was raised and the rest is the unresolved part.
 */
export async function issueStats(db: Executor, timeZone: string): Promise<IssueStats> {
  const totals = await issueTotals(db);
  const months = await issuesPerMonth(db, timeZone, ISSUE_STATS_MONTHS);
  return {
    ...totals,
    createdPerMonth: months.map((m) => ({ month: m.month, total: m.created })),
    resolvedPerMonth: months.map((m) => ({ month: m.month, total: m.resolved })),
  };
}
