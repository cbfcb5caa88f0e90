import { describe, expect, it } from 'vitest';

import { formatYearMonthDay, parseYearMonthDay } from './formatDate';

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

describe('parseYearMonthDay', () => {
  it.each(['2022/04/07', '2022/4/7', ' 2022-04-07 ', '2022 / 04 / 07'])(
    'reads %o as midnight of April 7, 2022',
    (text) => {
      expect(parseYearMonthDay(text)).toEqual(new Date(2022, 3, 7));
    },
  );

  it('reads back what formatYearMonthDay shows', () => {
    const text = formatYearMonthDay(new Date(2024, 1, 29, 18)) ?? '';
    expect(parseYearMonthDay(text)).toEqual(new Date(2024, 1, 29));
  });

  it.each(['', '07/04/2022', '2022/02/30', '2022/13/01', '2022/04', '22/04/07', 'soon'])(
    'gives null for %o',
    (text) => {
      expect(parseYearMonthDay(text)).toBeNull();
    },
  );
});
