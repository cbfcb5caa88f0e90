import { sql, type RawBuilder } from 'kysely';
import { CHECKINS_INITIAL_MONTHS } from '../../../core/recentPeriods';
import { localDayStart } from './sqlTime';

/** What a journey answer carries of the daily check-ins (a lean journey). */
export type JourneyHistory = 'recent' | 'full';

/**
 * Local days a recent answer reaches back: the months the check-ins panel opens on, of at most
 * 31 days each, plus one for the reader's clock and calendar.
 */
export const RECENT_CHECKIN_DAYS = CHECKINS_INITIAL_MONTHS * 31 + 1;

/**
 * The instant from which the answer lists every check-in: for a recent answer the start of the
 * window, or earlier so that the latest two are always there (the last check-in's date and the
 * change from the previous one, however long ago); `-infinity` for the whole history. Two index
 * reads of `(charge_id, checkin_at)`, whatever the history's length.
 */
export function checkinsSince(
  chargeId: number,
  timeZone: string,
  history: JourneyHistory,
): RawBuilder<Date> {
  if (history === 'full') {
    return sql`'-infinity'::timestamptz`;
  }
  return sql`least(${localDayStart(timeZone, RECENT_CHECKIN_DAYS)}, coalesce(
    (SELECT checkin_at FROM daily_checkins WHERE charge_id = ${chargeId}
     ORDER BY checkin_at DESC OFFSET 1 LIMIT 1),
    '-infinity'::timestamptz))`;
}
