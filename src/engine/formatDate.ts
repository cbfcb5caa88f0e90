import { wallClock } from '../shared/wallClock';
import { RELATIVE_DATE_DAYS } from './timing';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/durations';

/** react-admin's translate, or any function with its shape. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const KEYS = 'portal.list.dates';
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');
const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

function relative(date: Date, now: Date, translate: Translate): string {
  const distance = Math.abs(date.getTime() - now.getTime());
  const past = date.getTime() <= now.getTime();
  const say = (unit: string, count: number) =>
    translate(`${KEYS}.${unit}_${past ? 'ago' : 'from_now'}`, { smart_count: count });
  if (distance < MINUTE_MS) {
    return translate(`${KEYS}.now`);
  }
  if (distance < HOUR_MS) {
    return say('minutes', Math.floor(distance / MINUTE_MS));
  }
  if (distance < DAY_MS) {
    return say('hours', Math.floor(distance / HOUR_MS));
  }
  const days = Math.round(Math.abs(startOfDay(date) - startOfDay(now)) / DAY_MS);
  if (days === 1) {
    return translate(`${KEYS}.${past ? 'yesterday' : 'tomorrow'}`);
  }
  return say('days', days);
}

/**
 * Every month and weekday name the portal shows comes from this file, in the messages' words
 * (`portal.shared.date_names`): browsers ship no isiZulu date data (Chromium wrote "2026 M11"),
 * so Intl never names them. Instants are named on the portal's calendar (shared/wallClock.ts).
 */

/**
 * Spec section 9: dates within 7 days read relative ('3 hours ago', 'yesterday'), older and
 * later ones 'Mon D, YYYY' (plus the 24-hour time when `withTime`), both counted on the
 * calendar of `timeZone` (the portal's): the date and now become its wall-clock dates first, so
 * "yesterday" and the day named are the portal's. Null or unreadable values give ''.
 */
export function formatDate(
  value: string | null | undefined,
  translate: Translate,
  timeZone: string,
  now: Date = new Date(),
  withTime = false,
): string {
  const date = value ? wallClock(value, timeZone) : null;
  const wallNow = wallClock(now, timeZone);
  if (!date || !wallNow) {
    return '';
  }
  // A calendar day ('YYYY-MM-DD') has no hour: today, yesterday or days away, never hours.
  const day = !withTime && typeof value === 'string' && CALENDAR_DAY.test(value);
  const from = day ? new Date(startOfDay(wallNow)) : wallNow;
  if (Math.abs(date.getTime() - from.getTime()) < RELATIVE_DATE_DAYS * DAY_MS) {
    return day && date.getTime() === from.getTime()
      ? translate(`${KEYS}.today`)
      : relative(date, from, translate);
  }
  return withTime ? formatDayTime(date, translate) : formatDay(date, translate);
}

/** A wall-clock date as 'Mon D, YYYY' ('Nov 20, 2026'), for tooltips, tables and old dates. */
export function formatDay(date: Date, translate: Translate): string {
  return `${monthShort(date.getMonth(), translate)} ${date.getDate()}, ${date.getFullYear()}`;
}

/** A wall-clock date and its 24-hour time: 'Nov 20, 2026, 08:05'. */
function formatDayTime(date: Date, translate: Translate): string {
  return `${formatDay(date, translate)}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The full date and time on the calendar of `timeZone`, for a tooltip beside a relative date. */
export function formatFullDate(
  value: string | null | undefined,
  translate: Translate,
  timeZone: string,
): string {
  const date = value ? wallClock(value, timeZone) : null;
  return date ? formatDayTime(date, translate) : '';
}

/** A calendar month `YYYY-MM` as 'Mon YYYY', in the messages' month names (chart axes). */
export function formatMonth(month: string, translate: Translate): string {
  const [year, index] = month.split('-').map(Number);
  return formatMonthOf(new Date(year ?? 0, (index ?? 1) - 1, 1), translate);
}

/** A wall-clock date's month, 'Nov 2026'. */
export function formatMonthOf(date: Date, translate: Translate): string {
  return `${monthShort(date.getMonth(), translate)} ${date.getFullYear()}`;
}

const NAMES = 'portal.shared.date_names';

/** A name from a space-separated list of the messages (months 0-11, weekdays 0-6 from Sunday). */
const nameAt = (key: string, index: number, translate: Translate) =>
  translate(key).split(' ')[index] ?? '';

/** A month's full name in the messages ('November', 'Novemba'); month 0-11. */
export function monthName(month: number, translate: Translate): string {
  return nameAt(`${NAMES}.months`, month, translate);
}

/**
 * A month's short name ('Nov'); month 0-11. Each is the start of the month's full name in the
 * same language (i18n/locales.test.ts), so a month has one name everywhere.
 */
export function monthShort(month: number, translate: Translate): string {
  return nameAt(`${NAMES}.months_short`, month, translate);
}

/** A weekday's short name ('Sun', 'Son'); day 0 (Sunday) to 6, as Date#getDay. */
export function weekdayShort(day: number, translate: Translate): string {
  return nameAt(`${NAMES}.weekdays_short`, day, translate);
}

/** A calendar's month title: 'November 2026', 'Novemba 2026'; month 0-11. */
export function formatMonthTitle(year: number, month: number, translate: Translate): string {
  return `${monthName(month, translate)} ${year}`;
}

const dateValues = (date: Date, translate: Translate) => ({
  day: date.getDate(),
  month: monthName(date.getMonth(), translate),
  year: date.getFullYear(),
  weekday: nameAt(`${NAMES}.weekdays`, date.getDay(), translate),
});

/** A calendar day in words, day first in both languages: '27 April 2022', '27 Ephreli 2022'. */
export function formatLongDate(date: Date, translate: Translate): string {
  return `${date.getDate()} ${monthName(date.getMonth(), translate)} ${date.getFullYear()}`;
}

/** A calendar day with its weekday: 'Sunday, November 1, 2026', 'ISonto, 1 Novemba 2026'. */
export function formatFullDay(date: Date, translate: Translate): string {
  return translate(`${NAMES}.full_date`, dateValues(date, translate));
}
