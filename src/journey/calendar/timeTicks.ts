import { monthShort, type Translate } from '../../engine/formatDate';

/** How far apart ticks may be: days, weeks or months (wall-clock dates, see calendar.ts). */
const STEPS: { unit: 'day' | 'month'; size: number }[] = [
  { unit: 'day', size: 1 },
  { unit: 'day', size: 2 },
  { unit: 'day', size: 7 },
  { unit: 'day', size: 14 },
  { unit: 'month', size: 1 },
  { unit: 'month', size: 2 },
  { unit: 'month', size: 3 },
  { unit: 'month', size: 6 },
  { unit: 'month', size: 12 },
];

export interface TimeAxis {
  /** The domain (chartDomain.ts): the axis runs exactly between them, ticks inside it. */
  min: Date;
  max: Date;
  ticks: Date[];
  unit: 'day' | 'month';
}

export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/**
 * Ticks for wall-clock dates from `min` to `max`: whole days or months inside that domain, at
 * most `maxTicks` of them. Unframed, the axis is the domain itself, never widened to a tick;
 * framed, it starts at the tick at or before `min` (its day, or the first of its month), so
 * the first drawn point never stands left of every tick.
 */
export function timeAxis(min: Date, max: Date, maxTicks: number, framed = false): TimeAxis {
  for (const step of STEPS) {
    const from =
      framed && step.unit === 'month'
        ? new Date(min.getFullYear(), min.getMonth(), 1)
        : startOfDay(min);
    const start = framed ? from : min;
    const ticks = ticksOf(from, max, step).filter((t) => t >= start && t <= max);
    if (ticks.length <= Math.max(2, maxTicks) || step === STEPS.at(-1)) {
      return { min: start, max, ticks, unit: step.unit };
    }
  }
  throw new Error('unreachable');
}

function ticksOf(start: Date, end: Date, step: { unit: 'day' | 'month'; size: number }): Date[] {
  // Months count from the domain's first whole month, so a span that starts late in a year
  // names that year on its first tick.
  let tick =
    step.unit === 'day' || start.getDate() === 1
      ? start
      : new Date(start.getFullYear(), start.getMonth() + 1, 1);
  const ticks = [tick];
  while (tick < end) {
    tick =
      step.unit === 'day'
        ? new Date(tick.getFullYear(), tick.getMonth(), tick.getDate() + step.size)
        : new Date(tick.getFullYear(), tick.getMonth() + step.size, 1);
    ticks.push(tick);
  }
  return ticks;
}

/**
 * Each tick's label: 'Mar 4' (days) or 'Mar' (months' firsts), with the year on the first tick and on
 * every tick whose year differs from the one before, so a span across New Year names both.
 */
export function tickLabels(axis: TimeAxis, translate: Translate): Map<number, string> {
  const labels = new Map<number, string>();
  axis.ticks.forEach((tick, i) => {
    const previous = axis.ticks[i - 1];
    const withYear = !previous || previous.getFullYear() !== tick.getFullYear();
    const month = monthShort(tick.getMonth(), translate);
    // A month axis's tick at today (a framed axis's last) names its day, not its month.
    const onDay = axis.unit === 'day' || tick.getDate() !== 1;
    const text = onDay ? `${month} ${tick.getDate()}` : month;
    labels.set(
      tick.getTime(),
      withYear ? `${text}${onDay ? ',' : ''} ${tick.getFullYear()}` : text,
    );
  });
  return labels;
}

/** About how many tick labels fit in a chart `widthPx` wide. */
export function ticksThatFit(widthPx: number, labelPx = 84): number {
  return Math.max(2, Math.floor((widthPx - 60) / labelPx));
}
