/**
 * The portal's calendar day: the suites' portals run on the server's default TIME_ZONE
 * (server/config.ts), and a date a test types must be that day, not the test machine's, or a test
 * run between 22:00 and 24:00 UTC types yesterday.
 */
const PORTAL_TIME_ZONE = process.env.TIME_ZONE || 'Africa/Johannesburg';

export interface CalendarDay {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

export function portalToday(now = new Date()): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * A browser zone whose calendar day is not the portal's at `now`: 12 hours ahead of
 * Johannesburg in its afternoon (Kiritimati is already tomorrow), 14 hours behind in its morning
 * (UTC-12 is still yesterday). A test run in it fails wherever the app judges a day on the
 * browser's calendar instead of the portal's.
 */
export function otherDayZone(now = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: PORTAL_TIME_ZONE,
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(now),
  );
  return hour >= 12 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
}
