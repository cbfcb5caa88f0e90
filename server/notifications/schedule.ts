import { calendarDay } from '../../core/calendarDay';
import { DAY_MS } from '../../core/durations';
import { DIGEST_HOUR } from '../../core/notificationDelivery';

/*
 * The calendar of the scheduled notification jobs, on the portal's TIME_ZONE: when digests are
 * due and when an unacknowledged flag escalates. Pure functions of an instant, so a test moves
 * the clock by passing another one.
 */

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
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
    offsetFormatters.set(timeZone, formatter);
  }
  const part = (type: string) =>
    Number(formatter.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant `day` (YYYY-MM-DD) shows `hour`:00 on `timeZone`'s clocks. */
export function zonedHour(day: string, hour: number, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour);
  // Twice: the offset at the first guess may differ from the one at the answer (a DST change).
  const first = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

/** The calendar day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday ... 6 Saturday, of a calendar day. */
function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * Events created before this instant are due in the daily digest at `now`: the start of the
 * latest day whose digest hour has passed (so the digest sent at 07:00 holds the day before).
 */
export function dailyDigestCutoff(now: Date, timeZone: string): Date {
  const today = calendarDay(now, timeZone);
  const day = now >= zonedHour(today, DIGEST_HOUR, timeZone) ? today : addDays(today, -1);
  return zonedHour(day, 0, timeZone);
}

/** As dailyDigestCutoff, for the Monday digest: the start of the latest Monday past its hour. */
export function weeklyDigestCutoff(now: Date, timeZone: string): Date {
  const today = calendarDay(now, timeZone);
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  const day = now >= zonedHour(monday, DIGEST_HOUR, timeZone) ? monday : addDays(monday, -7);
  return zonedHour(day, 0, timeZone);
}

/**
 * When a flag raised at `raisedAt` escalates: `workingDays` Monday-to-Friday days after the day it
 * was raised, at the same time of day (raised on a Friday afternoon, two working days end on
 * Tuesday afternoon; raised on a Saturday, on Tuesday).
 */
export function escalationDue(raisedAt: Date, workingDays: number, timeZone: string): Date {
  let day = calendarDay(raisedAt, timeZone);
  let counted = 0;
  let calendarDays = 0;
  while (counted < workingDays) {
    day = addDays(day, 1);
    calendarDays += 1;
    if (weekday(day) !== 0 && weekday(day) !== 6) {
      counted += 1;
    }
  }
  return new Date(raisedAt.getTime() + calendarDays * DAY_MS);
}
