import type { Translate } from '../../engine/formatDate';

export const DAY_MS = 86_400_000;

const MONTHS_KEY = 'portal.list.dates.months';

/**
 * A short axis label 'Mar 4' (day) or 'Mar 2026' (month) in the messages' month names:
 * browsers ship no isiZulu date data.
 */
export function axisDate(value: string, translate: Translate, unit: 'day' | 'month'): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const month = translate(MONTHS_KEY).split(' ')[date.getMonth()] ?? '';
  return unit === 'day' ? `${month} ${date.getDate()}` : `${month} ${date.getFullYear()}`;
}
