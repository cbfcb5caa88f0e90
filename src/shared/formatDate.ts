import { wallClock, zonedInstant } from './wallClock';

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec section 2: a wall-clock date (shared/wallClock.ts) as year/month/day, e.g. 2022/04/27. */
export function yearMonthDay(wall: Date): string {
  return `${wall.getFullYear()}/${pad(wall.getMonth() + 1)}/${pad(wall.getDate())}`;
}

/**
 * The day an instant (ISO text) falls on in `timeZone` (the portal's calendar), as the date
 * field shows it, year/month/day. Null, empty or unreadable values give null so the caller can
 * show "not set".
 */
export function formatYearMonthDay(
  value: string | null | undefined,
  timeZone: string,
): string | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  const wall = wallClock(value, timeZone);
  return wall ? yearMonthDay(wall) : null;
}

/**
 * The day a date field's text names, read as year/month/day (a dash also separates), as a
 * wall-clock date (its local midnight); null for anything else, such as 2022/02/30.
 */
export function parseYearMonthDay(text: string): Date | null {
  const match = /^\s*(\d{4})\s*[/-]\s*(\d{1,2})\s*[/-]\s*(\d{1,2})\s*$/.exec(text);
  if (!match) {
    return null;
  }
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

/**
 * The instant a date field's text stands for: the midnight starting that day in `timeZone` (the
 * portal's), as ISO text, so the API judges the day typed; null when the text names no day.
 */
export function dayStartOf(text: string, timeZone: string): string | null {
  const wall = parseYearMonthDay(text);
  return wall ? zonedInstant(wall, timeZone).toISOString() : null;
}
