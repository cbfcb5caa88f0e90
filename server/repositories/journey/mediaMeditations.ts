import { sql, type RawBuilder } from 'kysely';
import { RECENT_DAYS } from '../../../core/recentPeriods';
import { localDayStart } from './sqlTime';

/** The meditation tiles (`MediaMeditations`) as one JSON value. */
export function mediaMeditationsJson(chargeId: number, timeZone: string): RawBuilder<unknown> {
  return sql`(
    SELECT json_build_object(
      'total', count(*)::int,
      'last7Days', count(*) FILTER (WHERE listened_at >= ${localDayStart(timeZone, RECENT_DAYS.week)})::int,
      'last30Days', count(*) FILTER (WHERE listened_at >= ${localDayStart(timeZone, RECENT_DAYS.month)})::int)
    FROM meditations WHERE charge_id = ${chargeId}
  )`;
}
