import type { Translate } from '../../engine/formatDate';
import { fullDay, tickLabels, ticksThatFit, timeAxis } from './timeTicks';

/**
 * An x axis of wall-clock dates (calendar.ts) for MUI X Charts: a time scale, so points sit at
 * their dates; whole-day or whole-month ticks that fit `widthPx`, the year where it changes,
 * the axis ending on a tick (no cut label), and the full date in the tooltip.
 */
export function timeXAxis(dates: Date[], widthPx: number, translate: Translate) {
  const times = dates.map((d) => d.getTime());
  const first = new Date(Math.min(...times, Date.now()));
  const last = new Date(Math.max(...times, dates.length ? -Infinity : Date.now()));
  const axis = timeAxis(
    dates.length ? new Date(Math.min(...times)) : first,
    last,
    ticksThatFit(widthPx),
  );
  const labels = tickLabels(axis, translate);
  return {
    scaleType: 'time' as const,
    data: dates,
    min: axis.min,
    max: axis.max,
    tickInterval: axis.ticks,
    valueFormatter: (value: Date, context: { location: string }) =>
      context.location === 'tick' ? (labels.get(value.getTime()) ?? '') : fullDay(value, translate),
  };
}
