import { formatDate, type Translate } from '../../engine/formatDate';
import { wallClock } from './calendar';

/**
 * A date as spec section 9 shows it (relative within 7 days, else 'Mon D, YYYY'), counted on the
 * portal's calendar: both the date and now become wall-clock dates of `timeZone` first, so
 * "yesterday" and the day named are the portal's.
 */
export function zonedFormatDate(
  value: string | null | undefined,
  translate: Translate,
  timeZone: string,
  now: Date = new Date(),
  withTime = false,
): string {
  const wall = value ? wallClock(value, timeZone) : null;
  const wallNow = wallClock(now, timeZone);
  return wall && wallNow ? formatDate(wall.toISOString(), translate, wallNow, withTime) : '';
}
