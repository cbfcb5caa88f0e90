import { describe, expect, it } from 'vitest';

import { formatYearMonthDay } from './formatDate';

describe('formatYearMonthDay', () => {
  it('shows year/month/day with two-digit month and day', () => {
    expect(formatYearMonthDay(new Date(2022, 3, 7, 23, 30))).toBe('2022/04/07');
  });

  it('reads ISO text in the local time zone', () => {
    const local = new Date(2021, 11, 31, 12);
    expect(formatYearMonthDay(local.toISOString())).toBe('2021/12/31');
  });

  it.each([null, undefined, '', 'not a date'])('gives null for %o', (value) => {
    expect(formatYearMonthDay(value)).toBeNull();
  });
});
