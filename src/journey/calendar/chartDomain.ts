import { periodStart, type Period } from '../shared/period';
import { wallClock } from '../../shared/wallClock';
import { wallDay } from './calendar';
import { DAY_MS } from '../../../core/durations';

/**
 * The x domain of a journey chart, in wall-clock dates of the portal's `timeZone`: from the
 * period's first day, or the day of the first point when that is later (all of history: the
 * first point), to now, so the axis never runs past today and a silence up to today shows.
 */
export function chartDomain(
  period: Period,
  firstPoint: Date | undefined,
  timeZone: string,
  now: Date = new Date(),
): { min: Date; max: Date } {
  const max = wallClock(now, timeZone)!;
  const since = periodStart(period, now);
  const candidates = [
    since && wallDay(since, timeZone),
    firstPoint && new Date(firstPoint.getFullYear(), firstPoint.getMonth(), firstPoint.getDate()),
  ].filter((d): d is Date => d instanceof Date && !Number.isNaN(d.getTime()));
  const latest = Math.max(...candidates.map((d) => d.getTime()));
  // An axis needs some width: without data, or with data only from this instant, one day back.
  const min =
    candidates.length && latest < max.getTime()
      ? new Date(latest)
      : new Date(max.getTime() - DAY_MS);
  return { min, max };
}
