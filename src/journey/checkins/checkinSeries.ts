import type { DailyCheckin } from '../../../core/generated/daily-checkin';
import { changeFromPrevious, trendOf, type Trend } from '../shared/change';
import { CHECKINS_INITIAL_MONTHS } from '../../../core/recentPeriods';
import { periodStart, type Period } from '../shared/period';

/** Spec section 2: the check-in series, on a 1 to 5 scale. */
export const CHECKIN_SERIES = ['mood', 'diet', 'sleep', 'active'] as const;
export type CheckinSeries = (typeof CHECKIN_SERIES)[number];

/** The check-in graph's first period: the months a recent journey answer covers. */
export const CHECKINS_INITIAL_PERIOD = `${CHECKINS_INITIAL_MONTHS}` satisfies Period;

/**
 * Whether check-ins listed from `from` on (null or absent: every one) hold what the panel shows
 * for this period: show details lists every check-in, so it needs them all.
 */
export function checkinsCover(
  from: string | null | undefined,
  period: Period,
  details: boolean,
  now: Date = new Date(),
): boolean {
  if (from === null || from === undefined) {
    return true;
  }
  const start = periodStart(period, now);
  return !details && start !== null && start >= new Date(from);
}

/** Only mood is visible at first. */
export const INITIALLY_VISIBLE: readonly CheckinSeries[] = ['mood'];

export const CHECKIN_MIN = 1;
export const CHECKIN_MAX = 5;

/** Shows or hides one series, keeping the order of `CHECKIN_SERIES`. */
export function toggleSeries(
  visible: readonly CheckinSeries[],
  series: CheckinSeries,
): CheckinSeries[] {
  const next = visible.includes(series)
    ? visible.filter((s) => s !== series)
    : [...visible, series];
  return CHECKIN_SERIES.filter((s) => next.includes(s));
}

/** The change from the previous check-in for each series, null before a second one. */
export function seriesTrends(
  checkins: readonly DailyCheckin[],
): Record<CheckinSeries, { change: number; trend: Trend } | null> {
  const result = {} as Record<CheckinSeries, { change: number; trend: Trend } | null>;
  for (const series of CHECKIN_SERIES) {
    const change = changeFromPrevious(checkins.map((c) => c[series]));
    result[series] = change === null ? null : { change, trend: trendOf(change) };
  }
  return result;
}
