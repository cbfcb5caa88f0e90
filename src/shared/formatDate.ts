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
