import { RELATIVE_DATE_DAYS } from './timing';

/** react-admin's translate, or any function with its shape. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const KEYS = 'portal.list.dates';

const pad = (n: number) => String(n).padStart(2, '0');
const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

function relative(date: Date, now: Date, translate: Translate): string {
  const distance = Math.abs(date.getTime() - now.getTime());
  const past = date.getTime() <= now.getTime();
  const say = (unit: string, count: number) =>
    translate(`${KEYS}.${unit}_${past ? 'ago' : 'from_now'}`, { smart_count: count });
  if (distance < MINUTE) {
    return translate(`${KEYS}.now`);
  }
  if (distance < HOUR) {
    return say('minutes', Math.floor(distance / MINUTE));
  }
  if (distance < DAY) {
    return say('hours', Math.floor(distance / HOUR));
  }
  const days = Math.round(Math.abs(startOfDay(date) - startOfDay(now)) / DAY);
  if (days === 1) {
    return translate(`${KEYS}.${past ? 'yesterday' : 'tomorrow'}`);
  }
  return say('days', days);
}

/**
 * Every month and weekday name the portal shows comes from this file, in the messages' words:
 * browsers ship no isiZulu date data (Chromium wrote "2026 M11"), so Intl never names them.
 */

/**
 * Spec section 9: dates within 7 days read relative ('3 hours ago', 'yesterday'), older and
 * later ones 'Mon D, YYYY' (plus the 24-hour time when `withTime`). The words come from the
 * messages, not Intl: browsers ship no isiZulu date data. Null or unreadable values give ''.
 */
export function formatDate(
  value: string | null | undefined,
  translate: Translate,
  now: Date = new Date(),
  withTime = false,
): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    return '';
  }
  if (Math.abs(date.getTime() - now.getTime()) < RELATIVE_DATE_DAYS * DAY) {
    return relative(date, now, translate);
  }
  return absolute(date, translate, withTime);
}

function absolute(date: Date, translate: Translate, withTime: boolean): string {
  const month = translate(`${KEYS}.months`).split(' ')[date.getMonth()] ?? '';
  const day = `${month} ${date.getDate()}, ${date.getFullYear()}`;
  return withTime ? `${day}, ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

/** The full date and time, for a tooltip beside a relative date. */
export function formatFullDate(value: string | null | undefined, translate: Translate): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? absolute(date, translate, true) : '';
}

/** A calendar month `YYYY-MM` as 'Mon YYYY', in the messages' month names (chart axes). */
export function formatMonth(month: string, translate: Translate): string {
  const [year, index] = month.split('-').map(Number);
  const name = translate(`${KEYS}.months`).split(' ')[(index ?? 1) - 1] ?? '';
  return `${name} ${year ?? ''}`.trim();
}

const NAMES = 'portal.shared.date_names';

/** A name from a space-separated list of the messages (months 0-11, weekdays 0-6 from Sunday). */
const nameAt = (key: string, index: number, translate: Translate) =>
  translate(key).split(' ')[index] ?? '';

/** A month's full name in the messages ('November', 'Novemba'); month 0-11. */
export function monthName(month: number, translate: Translate): string {
  return nameAt(`${NAMES}.months`, month, translate);
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
