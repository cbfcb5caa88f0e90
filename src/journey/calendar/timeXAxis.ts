import type { Translate } from '../../engine/formatDate';
import { formatDay } from '../../engine/formatDate';
import type { ChartDomain } from './chartDomain';
import { startOfDay, tickLabels, ticksThatFit, timeAxis, type TimeAxis } from './timeTicks';

/** The chart's right margin: with `LABEL_HALF`, room for the last tick's label to be whole. */
export const TIME_AXIS_RIGHT_MARGIN = 24;
/** About half the widest tick label ('Nov 26, 2026'), in px. */
const LABEL_HALF = 44;
/** About the widest tick label, in px: ticks closer than this would print over each other. */
const LABEL_PX = 2 * LABEL_HALF;

/** The right margin of a chart over `domain`: a framed one ends on today's labelled tick. */
export const timeAxisRightMargin = (domain: ChartDomain) =>
  domain.framed ? LABEL_HALF : TIME_AXIS_RIGHT_MARGIN;
/** About the width the y axis takes at the left, in px. */
const Y_AXIS_PX = 56;

/**
 * Drops the ticks whose label would run past the right edge of a chart `widthPx` wide: a tick
 * is centred on its label, so the last one needs half a label of room.
 */
function ticksWithRoom(axis: TimeAxis, widthPx: number): Date[] {
  const plot = widthPx - Y_AXIS_PX - TIME_AXIS_RIGHT_MARGIN;
  const span = axis.max.getTime() - axis.min.getTime();
  const room = Math.max(0, LABEL_HALF - TIME_AXIS_RIGHT_MARGIN);
  return axis.ticks.filter((t) => ((axis.max.getTime() - t.getTime()) / span) * plot >= room);
}

/**
 * A framed axis's ticks: its own, then today's, the last; a tick whose label would print over
 * today's gives way to it.
 */
function ticksToToday(axis: TimeAxis, widthPx: number): Date[] {
  const plot = widthPx - Y_AXIS_PX - LABEL_HALF;
  const span = axis.max.getTime() - axis.min.getTime();
  const today = startOfDay(axis.max);
  const apart = (t: Date) => ((today.getTime() - t.getTime()) / span) * plot >= LABEL_PX;
  return [...axis.ticks.filter(apart), today];
}

/**
 * An x axis of wall-clock dates (calendar.ts) for MUI X Charts over `domain` (chartDomain.ts):
 * a time scale, so points sit at their dates; whole-day or whole-month ticks that fit
 * `widthPx`, none whose label would be cut, the year where it changes, and the full date in the
 * tooltip.
 */
export function timeXAxis(
  dates: Date[],
  domain: ChartDomain,
  widthPx: number,
  translate: Translate,
) {
  // A framed axis keeps a place for today's tick among those that fit.
  const fit = ticksThatFit(widthPx) - (domain.framed ? 1 : 0);
  const full = timeAxis(domain.min, domain.max, fit, domain.framed);
  const ticks = domain.framed ? ticksToToday(full, widthPx) : ticksWithRoom(full, widthPx);
  const axis = { ...full, ticks };
  const labels = tickLabels(axis, translate);
  return {
    scaleType: 'time' as const,
    data: dates,
    min: axis.min,
    max: axis.max,
    tickInterval: axis.ticks,
    valueFormatter: (value: Date, context: { location: string }) =>
      context.location === 'tick'
        ? (labels.get(value.getTime()) ?? '')
        : formatDay(value, translate),
  };
}
