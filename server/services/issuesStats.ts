import { sql } from 'kysely';
import type { IssueStats } from '../../src/types/generated/issue-stats';
import type { Executor } from '../db/executor';

/** Spec section 9: the stats show the last 6 months, the current one included. */
export const ISSUE_STATS_MONTHS = 6;

/**
 * The administrators' issue statistics, counted in the database. Months are the portal's local
 * calendar (`timeZone`), and an issue counts in the month it was raised, so per month the
 * resolved part never exceeds what was raised and the rest is the unresolved part.
 */
export async function issueStats(db: Executor, timeZone: string): Promise<IssueStats> {
  const totals = await db
    .selectFrom('issues')
    .select([
      sql<number>`count(*)::int`.as('created'),
      sql<number>`(count(*) FILTER (WHERE status IN ('EVA', 'EVN')))::int`.as('assigned'),
      sql<number>`(count(*) FILTER (WHERE status = 'EVR'))::int`.as('resolved'),
    ])
    .executeTakeFirstOrThrow();
  const thisMonth = sql`date_trunc('month', now() AT TIME ZONE ${timeZone})`;
  const months = await sql<{ month: string; created: number; resolved: number }>`
    WITH months AS (
      SELECT generate_series(
        ${thisMonth} - make_interval(months => ${ISSUE_STATS_MONTHS - 1}::int),
        ${thisMonth},
        interval '1 month'
      ) AS start
    )
    SELECT to_char(m.start, 'YYYY-MM') AS month,
           count(i.id)::int AS created,
           (count(i.id) FILTER (WHERE i.status = 'EVR'))::int AS resolved
    FROM months m
    LEFT JOIN issues i
      ON i.created_at >= (m.start AT TIME ZONE ${timeZone})
     AND i.created_at < ((m.start + interval '1 month') AT TIME ZONE ${timeZone})
    GROUP BY m.start
    ORDER BY m.start`.execute(db);
  return {
    ...totals,
    createdPerMonth: months.rows.map((m) => ({ month: m.month, total: m.created })),
    resolvedPerMonth: months.rows.map((m) => ({ month: m.month, total: m.resolved })),
  };
}
