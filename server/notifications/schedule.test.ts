import { describe, expect, it } from 'vitest';
import {
  addDays,
  dailyDigestCutoff,
  escalationDue,
  weeklyDigestCutoff,
  zonedHour,
} from './schedule';

const JOBURG = 'Africa/Johannesburg';

describe('the notification jobs calendar', () => {
  it('finds the instant of a wall-clock hour on a time zone', () => {
    expect(zonedHour('2026-12-01', 7, JOBURG).toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(zonedHour('2026-07-01', 0, 'Europe/London').toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('makes the previous day due at 07:00 and not before', () => {
    // 06:59 on 2 December in Johannesburg: the digest of 30 November went out yesterday.
    expect(dailyDigestCutoff(new Date('2026-12-02T04:59:00Z'), JOBURG).toISOString()).toBe(
      '2026-11-30T22:00:00.000Z',
    );
    expect(dailyDigestCutoff(new Date('2026-12-02T05:00:00Z'), JOBURG).toISOString()).toBe(
      '2026-12-01T22:00:00.000Z',
    );
  });

  it('makes the past week due on Monday at 07:00', () => {
    // Monday 7 December 2026, 06:00 and 08:00 in Johannesburg; then Sunday the 13th.
    expect(weeklyDigestCutoff(new Date('2026-12-07T04:00:00Z'), JOBURG).toISOString()).toBe(
      '2026-11-29T22:00:00.000Z',
    );
    expect(weeklyDigestCutoff(new Date('2026-12-07T06:00:00Z'), JOBURG).toISOString()).toBe(
      '2026-12-06T22:00:00.000Z',
    );
    expect(weeklyDigestCutoff(new Date('2026-12-13T12:00:00Z'), JOBURG).toISOString()).toBe(
      '2026-12-06T22:00:00.000Z',
    );
  });

  it('counts working days only', () => {
    // Wednesday 14:00 → Friday 14:00; Friday → Tuesday; Saturday → Tuesday.
    const wednesday = new Date('2026-12-02T12:00:00Z');
    expect(escalationDue(wednesday, 2, JOBURG).toISOString()).toBe('2026-12-04T12:00:00.000Z');
    expect(escalationDue(new Date('2026-12-04T12:00:00Z'), 2, JOBURG).toISOString()).toBe(
      '2026-12-08T12:00:00.000Z',
    );
    expect(escalationDue(new Date('2026-12-05T12:00:00Z'), 2, JOBURG).toISOString()).toBe(
      '2026-12-08T12:00:00.000Z',
    );
  });
});
