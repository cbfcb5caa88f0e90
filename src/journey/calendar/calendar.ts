import { RECENT_DAYS } from '../../../core/recentPeriods';
import { periodEnd, periodStart, type Period } from '../shared/period';
import { wallClock } from '../../shared/wallClock';

/**
 * The journey's days, weeks and months, on the portal's calendar (shared/wallClock.ts): every one
 * it counts or draws is a day of the `TIME_ZONE` the journey answer names.
 */

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
 * first one with data, or an episode's months. Months without data are months too.
 */
export function periodMonths(
  period: Period,
  firstMonth: string | undefined,
  timeZone: string,
  now: Date = new Date(),
): string[] {
  const end = periodEnd(period);
  // A discharged episode's last day: the instant before the day after it.
  const last = wallDay(end && end < now ? new Date(end.getTime() - 1) : now, timeZone)!;
  const current = new Date(last.getFullYear(), last.getMonth(), 1);
  let start: Date;
  if (period === 'all') {
    const first = firstMonth ? wallClock(firstMonth, timeZone) : null;
    start = first && first < current ? new Date(first.getFullYear(), first.getMonth(), 1) : current;
  } else if (period.startsWith('episode:')) {
    const opened = wallDay(periodStart(period, now)!, timeZone)!;
    start = new Date(opened.getFullYear(), opened.getMonth(), 1);
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
