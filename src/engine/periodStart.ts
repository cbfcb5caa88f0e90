/** The list period filters of spec section 9. */
export const PERIODS = ['today', 'this_week', 'this_month', 'last_6_months'] as const;
export type Period = (typeof PERIODS)[number];

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar date as the API's `YYYY-MM-DD`. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The first day a period covers, sent as the filter's "on or after" date (spec: stored as a
 * greater-than date string). Weeks start on Sunday (spec section 2, calendar). `now` is a
 * wall-clock date of the portal's calendar (TimeZoneContext's usePortalNow).
 */
export function periodStart(period: Period, now: Date, weekStartsOn = 0): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  switch (period) {
    case 'today':
      return isoDate(day);
    case 'this_week':
      day.setDate(day.getDate() - ((day.getDay() - weekStartsOn + 7) % 7));
      return isoDate(day);
    case 'this_month':
      return isoDate(new Date(now.getFullYear(), now.getMonth(), 1));
    case 'last_6_months': {
      const start = new Date(now.getFullYear(), now.getMonth() - 6, 1);
      // The same day six months ago, or that month's last day when it is shorter.
      const lastDay = new Date(start.getFullYear(), start.getMonth() + 1, 0).getDate();
      start.setDate(Math.min(now.getDate(), lastDay));
      return isoDate(start);
    }
  }
}

/** Which period a stored filter date stands for, to show the choice again; null if none. */
export function periodOf(value: string, now: Date): Period | null {
  return PERIODS.find((period) => periodStart(period, now) === value) ?? null;
}
