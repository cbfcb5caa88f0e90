import { describe, expect, it } from 'vitest';

import { dayStartOf, formatYearMonthDay, parseYearMonthDay, yearMonthDay } from './formatDate';

const PORTAL = 'Africa/Johannesburg';

describe('yearMonthDay', () => {
  it('shows year/month/day with two-digit month and day', () => {
    expect(yearMonthDay(new Date(2022, 3, 7, 23, 30))).toBe('2022/04/07');
  });
});

describe('formatYearMonthDay', () => {
  it("names the day an instant falls on in the portal's zone, whatever the machine's", () => {
    // 23:00 UTC on April 7 is already April 8 in Johannesburg, and still April 7 in UTC.
    expect(formatYearMonthDay('2022-04-07T23:00:00.000Z', PORTAL)).toBe('2022/04/08');
    expect(formatYearMonthDay('2022-04-07T23:00:00.000Z', 'UTC')).toBe('2022/04/07');
  });

  it.each([null, undefined, '', 'not a date'])('gives null for %o', (value) => {
    expect(formatYearMonthDay(value, PORTAL)).toBeNull();
  });
});

describe('parseYearMonthDay', () => {
  it.each(['2022/04/07', '2022/4/7', ' 2022-04-07 ', '2022 / 04 / 07'])(
    'reads %o as midnight of April 7, 2022',
    (text) => {
      expect(parseYearMonthDay(text)).toEqual(new Date(2022, 3, 7));
    },
  );

  it('reads back what yearMonthDay shows', () => {
    const text = yearMonthDay(new Date(2024, 1, 29, 18));
    expect(parseYearMonthDay(text)).toEqual(new Date(2024, 1, 29));
  });

  it.each(['', '07/04/2022', '2022/02/30', '2022/13/01', '2022/04', '22/04/07', 'soon'])(
    'gives null for %o',
    (text) => {
      expect(parseYearMonthDay(text)).toBeNull();
    },
  );
});

describe('dayStartOf', () => {
  it("is the portal's midnight of the day typed, and reads back as that day", () => {
    expect(dayStartOf('2022/04/08', PORTAL)).toBe('2022-04-07T22:00:00.000Z');
    expect(dayStartOf('2022/04/08', 'Pacific/Kiritimati')).toBe('2022-04-07T10:00:00.000Z');
    expect(formatYearMonthDay(dayStartOf('2022/04/08', PORTAL), PORTAL)).toBe('2022/04/08');
    expect(dayStartOf('2022/02/30', PORTAL)).toBeNull();
  });

  it('crosses a clock change on the day it starts', () => {
    // New York moved its clocks on 2024-03-10 at 02:00; that day started at 05:00 UTC.
    expect(dayStartOf('2024/03/10', 'America/New_York')).toBe('2024-03-10T05:00:00.000Z');
    expect(dayStartOf('2024/03/11', 'America/New_York')).toBe('2024-03-11T04:00:00.000Z');
  });
});
