import type { IssueStats } from '../../../core/generated/issue-stats';

export interface IssueStatsSeries {
  months: string[];
  resolved: number[];
  unresolved: number[];
}

/**
 * The stacked bars of spec section 9: the last 6 months, oldest first; per month the issues
 * raised then and resolved by now, and the rest (created − resolved) as unresolved.
 */
export function issueStatsSeries(stats: IssueStats, count = 6): IssueStatsSeries {
  const created = stats.createdPerMonth.slice(-count);
  const resolvedBy = new Map(stats.resolvedPerMonth.map((m) => [m.month, m.total]));
  const months = created.map((m) => m.month);
  const resolved = created.map((m) => resolvedBy.get(m.month) ?? 0);
  const unresolved = created.map((m, i) => Math.max(m.total - (resolved[i] ?? 0), 0));
  return { months, resolved, unresolved };
}
