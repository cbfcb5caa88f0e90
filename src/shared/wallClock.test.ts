import { describe, expect, it } from 'vitest';
import { wallClock, zonedInstant } from './wallClock';

/** The wall clock as Intl names it, field by field: what the kept offsets must reproduce. */
function intlWall(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const field = (type: string) => parts.find((part) => part.type === type)?.value;
  const ms = String(new Date(instant).getUTCMilliseconds()).padStart(3, '0');
  return `${field('year')}-${field('month')}-${field('day')} ${field('hour')}:${field('minute')}:${field('second')}.${ms}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const shown = (wall: Date | null) =>
  wall
    ? `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())} ` +
      `${pad(wall.getHours())}:${pad(wall.getMinutes())}:${pad(wall.getSeconds())}.${pad(wall.getMilliseconds(), 3)}`
    : null;

describe('wallClock', () => {
  // Clock changes on the hour, on the half hour (Lord Howe moves by 30 minutes at 02:00 local,
  // 15:00 UTC) and none at all (the portal's own zone).
  const cases: [string, string][] = [
    ['America/New_York', '2026-03-08T05:00:00Z'],
    ['America/New_York', '2026-11-01T05:00:00Z'],
    ['Europe/London', '2026-03-29T00:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'],
    ['Australia/Lord_Howe', '2026-10-03T15:00:00Z'],
    ['Asia/Kathmandu', '2026-06-01T00:00:00Z'],
    ['Africa/Johannesburg', '2026-11-28T10:00:00Z'],
  ];

  it.each(cases)('reads every few minutes around %s %s as Intl does', (timeZone, around) => {
    const centre = Date.parse(around);
    // 7 minutes 13.457 seconds apart: every minute of the hour and a millisecond part.
    const step = 433_457;
    for (let instant = centre - 4 * 3_600_000; instant < centre + 4 * 3_600_000; instant += step) {
      expect(shown(wallClock(new Date(instant), timeZone))).toBe(intlWall(instant, timeZone));
    }
  });

  it('reads an instant before 1970 with its milliseconds', () => {
    const instant = Date.parse('1969-12-31T23:59:58.500Z');
    expect(shown(wallClock(new Date(instant), 'Africa/Johannesburg'))).toBe(
      '1970-01-01 01:59:58.500',
    );
  });

  it('takes a date-only value as the day itself, and nothing for unreadable text', () => {
    expect(shown(wallClock('2026-11-28', 'Pacific/Kiritimati'))).toBe('2026-11-28 00:00:00.000');
    expect(wallClock('not a date', 'Africa/Johannesburg')).toBeNull();
  });

  it('zonedInstant is its inverse, also across a clock change', () => {
    for (const iso of ['2026-11-01T04:30:00.000Z', '2026-11-01T07:30:00.000Z']) {
      const wall = wallClock(iso, 'America/New_York')!;
      expect(zonedInstant(wall, 'America/New_York').toISOString()).toBe(iso);
    }
  });
});
