import { describe, expect, it } from 'vitest';

import { periodOf, periodStart, type Period } from './periodStart';

// Local dates: Wednesday 2026-08-19 at 15:30 and Sunday 2026-08-16.
const wednesday = new Date(2026, 7, 19, 15, 30);
const sunday = new Date(2026, 7, 16, 0, 5);
const endOfMonth = new Date(2026, 7, 31, 12);

describe('periodStart', () => {
  it.each<[Period, Date, string]>([
    ['today', wednesday, '2026-08-19'],
    ['this_week', wednesday, '2026-08-16'],
    ['this_week', sunday, '2026-08-16'],
    ['this_month', wednesday, '2026-08-01'],
    ['last_6_months', wednesday, '2026-02-19'],
    ['last_6_months', endOfMonth, '2026-02-28'],
    ['this_month', new Date(2027, 0, 3), '2027-01-01'],
    ['last_6_months', new Date(2027, 0, 3), '2026-07-03'],
  ])('%s on %s starts %s', (period, now, expected) => {
    expect(periodStart(period, now)).toBe(expected);
  });

  it('can start weeks on Monday', () => {
    expect(periodStart('this_week', wednesday, 1)).toBe('2026-08-17');
    expect(periodStart('this_week', sunday, 1)).toBe('2026-08-10');
  });
});

describe('periodOf', () => {
  it('finds the period a date stands for', () => {
    expect(periodOf('2026-08-01', wednesday)).toBe('this_month');
    expect(periodOf('2026-08-19', wednesday)).toBe('today');
    expect(periodOf('2020-01-01', wednesday)).toBeNull();
  });
});
