import { describe, expect, it } from 'vitest';

import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../i18n/languageMessages';
import { browserTimeZone } from '../shared/wallClock';
import { formatDate, formatFullDate, formatMonth } from './formatDate';

// The admin's pages have each language's whole tree (shell/PortalRoot loads it).
await Promise.all([loadMessages('en'), loadMessages('zu')]);
const english = createI18nProvider({ initialLocale: 'en' }).translate;
const zulu = createI18nProvider({ initialLocale: 'zu' }).translate;

// Local times, so calendar days are the test machine's.
const LOCAL = browserTimeZone();
const now = new Date(2026, 3, 27, 12, 0);
const at = (days: number, hours = 0, minutes = 0) =>
  new Date(now.getTime() - ((days * 24 + hours) * 60 + minutes) * 60_000).toISOString();

describe('formatDate', () => {
  it.each([
    ['a few seconds ago', new Date(now.getTime() - 20_000).toISOString(), 'now'],
    ['one minute ago', at(0, 0, 1), '1 minute ago'],
    ['minutes ago', at(0, 0, 5), '5 minutes ago'],
    ['hours ago', at(0, 3), '3 hours ago'],
    ['the day before', at(1), 'yesterday'],
    ['six days ago', at(6), '6 days ago'],
    ['in two days', at(-2), 'in 2 days'],
    ['tomorrow', at(-1), 'tomorrow'],
  ])('is relative within 7 days: %s', (_name, value, expected) => {
    expect(formatDate(value, english, LOCAL, now)).toBe(expected);
  });

  it('counts a calendar day in days, never hours', () => {
    expect(formatDate('2026-04-27', english, LOCAL, now)).toBe('today');
    expect(formatDate('2026-04-26', english, LOCAL, now)).toBe('yesterday');
    expect(formatDate('2026-04-24', zulu, LOCAL, now)).toBe(
      zulu('portal.list.dates.days_ago', { smart_count: 3 }),
    );
    expect(formatDate('2026-04-20', english, LOCAL, now)).toBe('Apr 20, 2026');
  });

  it("is 'Mon D, YYYY' from 7 days on", () => {
    expect(formatDate(at(7), english, LOCAL, now)).toBe('Apr 20, 2026');
    expect(formatDate(new Date(2025, 11, 3, 8).toISOString(), english, LOCAL, now)).toBe(
      'Dec 3, 2025',
    );
  });

  it('adds the 24-hour time when asked', () => {
    expect(formatDate(new Date(2025, 11, 3, 8, 5).toISOString(), english, LOCAL, now, true)).toBe(
      'Dec 3, 2025, 08:05',
    );
    expect(formatFullDate(new Date(2026, 3, 27, 9, 30).toISOString(), english, LOCAL)).toBe(
      'Apr 27, 2026, 09:30',
    );
  });

  it('speaks isiZulu', () => {
    expect(formatDate(at(0, 3), zulu, LOCAL, now)).toBe('emahoreni angu-3 edlule');
    expect(formatDate(at(1), zulu, LOCAL, now)).toBe('izolo');
    expect(formatDate(new Date(2025, 3, 3).toISOString(), zulu, LOCAL, now)).toBe('Eph 3, 2025');
  });

  it("names days on the portal's calendar, not the machine's", () => {
    // 23:30 UTC on November 27 is already the 28th in Johannesburg.
    const late = new Date('2026-11-27T23:30:00.000Z');
    expect(formatDate('2026-11-26T21:30:00.000Z', english, 'Africa/Johannesburg', late)).toBe(
      '2 days ago',
    );
    expect(formatDate('2026-11-26T21:30:00.000Z', english, 'UTC', late)).toBe('yesterday');
    expect(formatFullDate('2026-11-30T23:30:00.000Z', zulu, 'Africa/Johannesburg')).toBe(
      'Dis 1, 2026, 01:30',
    );
    expect(formatFullDate('2026-11-30T23:30:00.000Z', zulu, 'UTC')).toBe('Nov 30, 2026, 23:30');
  });

  it('shows nothing for no date', () => {
    expect(formatDate(null, english, LOCAL, now)).toBe('');
    expect(formatDate('not a date', english, LOCAL, now)).toBe('');
  });
});

describe('formatMonth', () => {
  it('names a calendar month in the messages of each language', () => {
    expect(formatMonth('2026-11', english)).toBe('Nov 2026');
    expect(formatMonth('2026-01', english)).toBe('Jan 2026');
    expect(formatMonth('2026-10', zulu)).toBe('Okt 2026');
    expect(formatMonth('2026-03', zulu)).toBe('Mas 2026');
  });
});
