/**
 * The portal's one calendar (design.md): every day and month the portal judges, counts, draws or
 * names is a day of the portal's `TIME_ZONE` (served with the shallow profile and the journey),
 * never of the browser's zone.
 *
 * Pages work on "wall clock" dates: a browser-local `Date` whose local fields (year, month, day,
 * hours, minutes) are those of the portal's zone. A time scale then places its ticks at the
 * portal's midnights, `getMonth()` names the portal's month and `getDate()` its day.
 */

import { TZDate, tzOffset } from '@date-fns/tz';
import { DAY_MS as DAY } from '../../core/durations';

/** The zone this browser is in: the calendar used until the portal's is known. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Kept offsets a zone at most: ten years of days. */
const KEPT_DAYS = 3_660;

/** The zone's offset from UTC at an instant, in milliseconds (date-fns reads it from Intl). */
const offsetAt = (instant: number, timeZone: string) =>
  tzOffset(timeZone, new Date(instant)) * 60_000;

const offsets = new Map<string, Map<number, number | null>>();

/**
 * The zone's offset through a whole UTC day, or null when it changes within that day. Offsets
 * change a few times a year, so a list's hundreds of dates need Intl once a day they fall on, not
 * once a date; the day's two ends agreeing is what says it held (no zone changes twice a day).
 * Kept beside date-fns for speed: a date read through `TZDate` asks Intl each time, 65 to 320 µs
 * a date against 1 to 25 µs with these kept offsets (5,000 dates, Node 24; README).
 */
function dayOffset(day: number, timeZone: string): number | null {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  let offset = zone.get(day);
  if (offset === undefined) {
    const start = offsetAt(day * DAY, timeZone);
    offset = start === offsetAt((day + 1) * DAY - 1000, timeZone) ? start : null;
    if (zone.size >= KEPT_DAYS) {
      zone.clear();
    }
    zone.set(day, offset);
  }
  return offset;
}

/**
 * An instant (ISO text or Date) as a wall-clock date of `timeZone`; a date-only 'YYYY-MM-DD' is
 * already a calendar day and is taken as is. Null for unreadable values.
 */
export function wallClock(value: string | Date, timeZone: string): Date | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-').map(Number);
    return new Date(year!, month! - 1, day);
  }
  const instant = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (Number.isNaN(instant)) {
    return null;
  }
  const wall = new Date(
    instant + (dayOffset(Math.floor(instant / DAY), timeZone) ?? offsetAt(instant, timeZone)),
  );
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
}

/**
 * The instant a wall-clock date of `timeZone` stands for (wallClock's inverse): the day a date
 * field chose becomes the portal's midnight of that day, whatever the browser's zone; date-fns
 * settles a time that a clock change skips or repeats.
 */
export function zonedInstant(wall: Date, timeZone: string): Date {
  return new Date(
    new TZDate(
      wall.getFullYear(),
      wall.getMonth(),
      wall.getDate(),
      wall.getHours(),
      wall.getMinutes(),
      wall.getSeconds(),
      wall.getMilliseconds(),
      timeZone,
    ).getTime(),
  );
}
