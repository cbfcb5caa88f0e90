import { describe, expect, it } from 'vitest';

import {
  addDays,
  addMonths,
  calendarMonth,
  canGoToPreviousMonth,
  dayKey,
  isBeforeMin,
} from './calendarMonth';

const day = (d: Date) => `${d.getMonth() + 1}/${d.getDate()}`;

describe('calendarMonth', () => {
  it('starts weeks on Sunday by default (April 2022 starts on a Friday)', () => {
    const weeks = calendarMonth(2022, 3);
    expect(weeks[0]?.map((cell) => day(cell.date))).toEqual([
      '3/27',
      '3/28',
      '3/29',
      '3/30',
      '3/31',
      '4/1',
      '4/2',
    ]);
    expect(weeks[0]?.[0]?.date.getDay()).toBe(0);
    expect(weeks[0]?.map((cell) => cell.inMonth)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(weeks).toHaveLength(5);
    expect(weeks.at(-1)?.map((cell) => day(cell.date))).toEqual([
      '4/24',
      '4/25',
      '4/26',
      '4/27',
      '4/28',
      '4/29',
      '4/30',
    ]);
  });

  it('can start weeks on Monday', () => {
    const weeks = calendarMonth(2022, 3, 1);
    expect(weeks[0]?.[0]?.date.getDay()).toBe(1);
    expect(day(weeks[0]?.[0]?.date ?? new Date())).toBe('3/28');
  });

  it('fits a February that starts on Sunday into four weeks', () => {
    expect(calendarMonth(2015, 1)).toHaveLength(4);
  });

  it('uses six weeks when the month needs them', () => {
    expect(calendarMonth(2022, 9)).toHaveLength(6);
  });
});

describe('minimum date', () => {
  const min = new Date(2022, 3, 27, 15, 0);

  it.each([
    [new Date(2022, 3, 26, 23, 59), true],
    [new Date(2022, 3, 27, 0, 0), false],
    [new Date(2022, 4, 1), false],
  ])('treats %s as before the minimum: %s', (date, expected) => {
    expect(isBeforeMin(date, min)).toBe(expected);
  });

  it('allows every day without a minimum', () => {
    expect(isBeforeMin(new Date(1990, 0, 1), null)).toBe(false);
    expect(canGoToPreviousMonth(1990, 0, null)).toBe(true);
  });

  it.each([
    [2022, 3, false],
    [2022, 4, true],
    [2023, 0, true],
    [2022, 2, false],
  ])('allows going back from %d-%d: %s', (year, month, expected) => {
    expect(canGoToPreviousMonth(year, month, min)).toBe(expected);
  });
});

describe('moving by days and months', () => {
  it('crosses month and year ends by days', () => {
    expect(dayKey(addDays(new Date(2022, 11, 31, 15), 1))).toBe('2023-01-01');
    expect(dayKey(addDays(new Date(2022, 2, 1), -7))).toBe('2022-02-22');
  });

  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(dayKey(addMonths(new Date(2022, 0, 31), 1))).toBe('2022-02-28');
    expect(dayKey(addMonths(new Date(2024, 2, 31), -1))).toBe('2024-02-29');
    expect(dayKey(addMonths(new Date(2022, 11, 15), 1))).toBe('2023-01-15');
  });
});
