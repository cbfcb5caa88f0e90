import { RECENT_DAYS } from '../../../core/recentPeriods';
import type { Period } from '../shared/period';

/**
 * The journey's one calendar: every day, week and month it counts or draws is a day of the
 * portal's `TIME_ZONE` (served with the journey), never of the browser's zone.
 *
 * Charts and date formatting work on "wall clock" dates: a browser-local `Date` whose local
 * fields (year, month, day, hours, minutes) are those of the portal's zone. A time scale then
 * places its ticks at the portal's midnights, and `getMonth()` names the portal's month.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone this browser is in: the calendar used until the journey names the portal's. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
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
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) {
    return null;
  }
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') {
      parts[part.type] = Number(part.value);
    }
  }
  return new Date(
    parts.year!,
    parts.month! - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    instant.getMilliseconds(),
  );
}

/** The wall-clock midnight starting the day of `value` in `timeZone`. */
export function wallDay(value: string | Date, timeZone: string): Date | null {
  const wall = wallClock(value, timeZone);
  return wall && new Date(wall.getFullYear(), wall.getMonth(), wall.getDate());
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall-clock date's calendar day as 'YYYY-MM-DD'. */
export function dayKey(wall: Date): string {
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;
}

/**
 * The first day each session tile counts from, as the API counts: the portal's midnight of
 * yesterday, and of the recent periods' days ago (`RECENT_DAYS`) (server/repositories/journey/sqlTime.ts `localDayStart`).
 */
export function sinceDays(
  timeZone: string,
  now: Date = new Date(),
): { yesterday: Date; last7: Date; last30: Date } {
  const today = wallDay(now, timeZone)!;
  const daysAgo = (days: number) =>
    new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  return {
    yesterday: daysAgo(1),
    last7: daysAgo(RECENT_DAYS.week),
    last30: daysAgo(RECENT_DAYS.month),
  };
}

/**
 * Every calendar month ('YYYY-MM-01') a monthly chart of the period draws, oldest first: the
 * current month and the `period - 1` before it, or, for all of history, every month from the
 * first one with data. Months without data are months too.
 */
export function periodMonths(
  period: Period,
  firstMonth: string | undefined,
  timeZone: string,
  now: Date = new Date(),
): string[] {
  const today = wallDay(now, timeZone)!;
  const current = new Date(today.getFullYear(), today.getMonth(), 1);
  let start: Date;
  if (period === 'all') {
    const first = firstMonth ? wallClock(firstMonth, timeZone) : null;
    start = first && first < current ? new Date(first.getFullYear(), first.getMonth(), 1) : current;
  } else {
    start = new Date(current.getFullYear(), current.getMonth() - Number(period) + 1, 1);
  }
  const months: string[] = [];
  for (let month = start; month <= current;) {
    months.push(dayKey(month));
    month = new Date(month.getFullYear(), month.getMonth() + 1, 1);
  }
  return months;
}

/** The period's months with their counts, zero where the API sent none. */
export function monthlyCounts(
  counted: readonly { date: string; count: number }[],
  period: Period,
  timeZone: string,
  now: Date = new Date(),
): { date: string; count: number }[] {
  const counts = new Map(counted.map((m) => [m.date, m.count]));
  return periodMonths(period, counted[0]?.date, timeZone, now).map((date) => ({
    date,
    count: counts.get(date) ?? 0,
  }));
}
