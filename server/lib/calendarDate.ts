/** `YYYY-MM-DD` at the start of a date or a date-time: four-digit years only. */
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** Days in a month of the proleptic Gregorian calendar (2000 + y % 400 repeats its leap years). */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();
}

/**
 * A date or date-time both databases and JavaScript read alike, as a Date; null otherwise.
 * Refused: year 0 and before (PostgreSQL has no year 0; PGlite fails on it), year 10000 and
 * after, and days not in the calendar (JavaScript rolls 2026-02-31 over into March).
 */
export function calendarDate(text: string): Date | null {
  const match = SHAPE.exec(text);
  if (!match) {
    return null;
  }
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) {
    return null;
  }
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}
