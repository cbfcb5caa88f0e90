import { sql, type RawBuilder } from 'kysely';
import { RECENT_DAYS } from '../../../core/recentPeriods';
import { isoTimestamp, localDayStart } from './sqlTime';

/**
 * Session tiles and monthly bars (`SessionsSummary`) as one JSON value, from a single pass over
 * the charge's sessions: they are grouped by local month once, and the tiles add the months up.
 * Days and months are the portal's local calendar (`timeZone`), so "yesterday" starts at local
 * midnight.
 */
export function sessionsSummaryJson(chargeId: number, timeZone: string): RawBuilder<unknown> {
  const since = (days: number) => sql`started_at >= ${localDayStart(timeZone, days)}`;
  return sql`(
    SELECT json_build_object(
      'sessions', coalesce(
        json_agg(json_build_object('date', to_char(m.month, 'YYYY-MM-DD'), 'count', m.total) ORDER BY m.month),
        '[]'),
      'total', coalesce(sum(m.total), 0)::int,
      'fromYesterday', coalesce(sum(m.from_yesterday), 0)::int,
      'fromLastWeek', coalesce(sum(m.from_last_week), 0)::int,
      'fromLastMonth', coalesce(sum(m.from_last_month), 0)::int,
      'firstSessionDate', ${isoTimestamp(sql`min(m.first_session)`)},
      'lastSessionDate', ${isoTimestamp(sql`max(m.last_session)`)})
    FROM (
      SELECT date_trunc('month', started_at AT TIME ZONE ${timeZone}) AS month,
             count(*) AS total,
             count(*) FILTER (WHERE ${since(1)}) AS from_yesterday,
             count(*) FILTER (WHERE ${since(RECENT_DAYS.week)}) AS from_last_week,
             count(*) FILTER (WHERE ${since(RECENT_DAYS.month)}) AS from_last_month,
             min(started_at) AS first_session,
             max(started_at) AS last_session
      FROM app_sessions WHERE charge_id = ${chargeId}
      GROUP BY 1
    ) m
  )`;
}
