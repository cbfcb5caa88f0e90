import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendarDate';

describe('calendarDate', () => {
  it.each(['0001-01-01', '9999-12-31', '2024-02-29', '2000-02-29', '2026-04-27T09:30:00Z'])(
    'reads %s',
    (text) => {
      expect(calendarDate(text)?.toISOString().slice(0, 10)).toBe(text.slice(0, 10));
    },
  );

  it.each([
    '0000-01-01',
    '-000001-01-01',
    '10000-01-01',
    '+010000-01-01',
    '2026-02-31',
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-01-01x',
    '2026-01-01T25:00:00Z',
  ])('refuses %s', (text) => {
    expect(calendarDate(text)).toBeNull();
  });
});
