import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { SessionsSummary } from '../../src/types/generated/sessions-summary';

/**
 * Session tiles and monthly bars, counted in the database. Days and months are the portal's
 * local calendar (`timeZone`), so "yesterday" starts at local midnight.
 */
export async function sessionsSummary(
  db: Executor,
  chargeId: number,
  timeZone: string,
): Promise<SessionsSummary> {
  const today = sql`(now() AT TIME ZONE ${timeZone})::date`;
  const since = (days: number) =>
    sql`((${today} - ${days}::int)::timestamp AT TIME ZONE ${timeZone})`;
  const totals = await sql<{
    total: number;
    from_yesterday: number;
    from_last_week: number;
    from_last_month: number;
    first_session: Date | null;
    last_session: Date | null;
  }>`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE started_at >= ${since(1)})::int AS from_yesterday,
           count(*) FILTER (WHERE started_at >= ${since(7)})::int AS from_last_week,
           count(*) FILTER (WHERE started_at >= ${since(30)})::int AS from_last_month,
           min(started_at) AS first_session,
           max(started_at) AS last_session
    FROM app_sessions WHERE charge_id = ${chargeId}`.execute(db);
  const months = await sql<{ month: string; count: number }>`
    SELECT to_char(date_trunc('month', started_at AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS month,
           count(*)::int AS count
    FROM app_sessions WHERE charge_id = ${chargeId}
    GROUP BY 1 ORDER BY 1`.execute(db);
  const row = totals.rows[0];
  return {
    sessions: months.rows.map((m) => ({ date: m.month, count: m.count })),
    total: row?.total ?? 0,
    fromYesterday: row?.from_yesterday ?? 0,
    fromLastWeek: row?.from_last_week ?? 0,
    fromLastMonth: row?.from_last_month ?? 0,
    firstSessionDate: row?.first_session?.toISOString() ?? null,
    lastSessionDate: row?.last_session?.toISOString() ?? null,
  };
}
