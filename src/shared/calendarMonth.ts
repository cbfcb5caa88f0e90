/** One cell of a month grid. */
export interface CalendarDay {
  date: Date;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

/** Day of the week a week starts on: 0 Sunday (the spec's default) to 6 Saturday. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Midnight of the date's day, so comparisons ignore the time. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The weeks shown for a month (month 0-11): whole weeks from `weekStartsOn`, 4 to 6 of them. */
export function calendarMonth(year: number, month: number, weekStartsOn: WeekStart = 0) {
  const first = new Date(year, month, 1);
  const lead = (first.getDay() - weekStartsOn + 7) % 7;
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const cells = Math.ceil((lead + daysInMonth) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < cells; i += 1) {
    const date = new Date(year, month, 1 - lead + i);
    if (i % 7 === 0) {
      weeks.push([]);
    }
    weeks[weeks.length - 1]?.push({ date, inMonth: date.getMonth() === month });
  }
  return weeks;
}

/** True when the day is before the minimum date (which is itself allowed). */
export function isBeforeMin(day: Date, minDate: Date | null | undefined): boolean {
  return minDate ? startOfDay(day) < startOfDay(minDate) : false;
}

/** The previous month can be shown only if it holds a day on or after the minimum date. */
export function canGoToPreviousMonth(
  year: number,
  month: number,
  minDate: Date | null | undefined,
): boolean {
  if (!minDate) {
    return true;
  }
  return year * 12 + month > minDate.getFullYear() * 12 + minDate.getMonth();
}

/** Midnight of the day `days` days later (earlier when negative). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Midnight of the same day `months` months later, or of that month's last day if it is shorter. */
export function addMonths(date: Date, months: number): Date {
  const last = new Date(date.getFullYear(), date.getMonth() + months + 1, 0).getDate();
  return new Date(date.getFullYear(), date.getMonth() + months, Math.min(date.getDate(), last));
}

/** A day as `YYYY-MM-DD`, in the browser's time zone: a key for a calendar cell. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
