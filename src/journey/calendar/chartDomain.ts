import { periodEnd, periodStart, type Period } from '../shared/period';
import { wallClock } from '../../shared/wallClock';
import { wallDay } from './calendar';
import { DAY_MS } from '../../../core/durations';

/**
 * A journey chart's x domain in wall-clock dates. A framed one belongs to a graph trimmed to its
 * latest entries: its axis starts at a tick at or before the first drawn point and ends with a
 * tick at today (timeXAxis.ts), so every tick stands where the graph has something to say.
 */
export interface ChartDomain {
  min: Date;
  max: Date;
  framed?: boolean;
}

/**
 * The x domain of a journey chart, in wall-clock dates of the portal's `timeZone`: from the
 * period's first day, or the day of the first point when that is later (all of history: the
 * first point), to now, so the axis never runs past today and a silence up to today shows; a
 * discharged episode's axis ends with its last day.
 */
export function chartDomain(
  period: Period,
  firstPoint: Date | undefined,
  timeZone: string,
  now: Date = new Date(),
): ChartDomain {
  const end = periodEnd(period);
  const max = wallClock(end && end < now ? end : now, timeZone)!;
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

/**
 * The x domain of a graph that draws only the latest entries of its period: from the first
 * drawn point's day to now, framed. The period's earlier weeks are not drawn, so an axis over
 * them would be empty plot.
 */
export function trimmedDomain(
  firstDrawn: Date | undefined,
  timeZone: string,
  now: Date = new Date(),
): ChartDomain {
  return { ...chartDomain('all', firstDrawn, timeZone, now), framed: true };
}
