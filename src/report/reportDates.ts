import { formatDay, formatFullDate, type Translate } from '../engine/formatDate';
import { wallClock } from '../shared/wallClock';

/**
 * A report's dates, always in full on the portal's calendar: a printed page is read later, so
 * never "yesterday".
 */
export const reportDay = (value: string, translate: Translate, timeZone: string): string => {
  const date = wallClock(value, timeZone);
  return date ? formatDay(date, translate) : '';
};

export const reportInstant = (value: string, translate: Translate, timeZone: string): string =>
  formatFullDate(value, translate, timeZone);
