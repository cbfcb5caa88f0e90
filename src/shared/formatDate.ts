/**
 * Spec section 2: the date field shows year/month/day, e.g. 2022/04/27, in the user's own
 * time zone. Null, empty or unreadable values give null so the caller can show "not set".
 */
export function formatYearMonthDay(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    return null;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/**
 * The day a date field's text names, read as year/month/day (a dash also separates), at
 * midnight in the user's own time zone; null for anything else, such as 2022/02/30.
 */
export function parseYearMonthDay(text: string): Date | null {
  const match = /^\s*(\d{4})\s*[/-]\s*(\d{1,2})\s*[/-]\s*(\d{1,2})\s*$/.exec(text);
  if (!match) {
    return null;
  }
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}
