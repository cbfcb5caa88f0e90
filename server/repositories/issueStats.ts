import { sql } from 'kysely';
import type { IssueStatus } from '../../core/generated/issue-status';
import type { Executor } from '../db/executor';

const ASSIGNED: IssueStatus[] = ['EVA', 'EVN'];
const RESOLVED: IssueStatus = 'EVR';
const assigned = sql.join(ASSIGNED.map((status) => sql.lit(status)));

/** Every issue counted: raised, assigned now (assigned or reassigned) and resolved. */
export function issueTotals(db: Executor) {
  return db
    .selectFrom('issues')
    .select([
      sql<number>`count(*)::int`.as('created'),
      sql<number>`(count(*) FILTER (WHERE status IN (${assigned})))::int`.as('assigned'),
      sql<number>`(count(*) FILTER (WHERE status = ${sql.lit(RESOLVED)}))::int`.as('resolved'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * The last `months` months of the local calendar (`timeZone`), the current one included, oldest
 * first: how many issues were raised in each and how many of those are resolved.
 */
export async function issuesPerMonth(db: Executor, timeZone: string, months: number) {
  const thisMonth = sql`date_trunc('month', now() AT TIME ZONE ${timeZone})`;
  const result = await sql<{ month: string; created: number; resolved: number }>`
    WITH months AS (
      SELECT generate_series(
        ${thisMonth} - make_interval(months => ${months - 1}::int),
        ${thisMonth},
        interval '1 month'
      ) AS start
    )
    SELECT to_char(m.start, 'YYYY-MM') AS month,
           count(i.id)::int AS created,
           (count(i.id) FILTER (WHERE i.status = ${sql.lit(RESOLVED)}))::int AS resolved
    FROM months m
    LEFT JOIN issues i
      ON i.created_at >= (m.start AT TIME ZONE ${timeZone})
     AND i.created_at < ((m.start + interval '1 month') AT TIME ZONE ${timeZone})
    GROUP BY m.start
    ORDER BY m.start`.execute(db);
  return result.rows;
}
