import type { Random } from './seededRandom';

/** How a client's scores move over their time with the app. */
export type Trend = 'improving' | 'worsening' | 'flat' | 'relapse' | 'setback';

/** What one demo journey looks like; the cast chooses one per charge. */
export interface JourneyShape {
  trend: Trend;
  /** Local days from the registration day to today. */
  days: number;
  /** Chance of at least one app session on an ordinary weekday (0..1). */
  engagement: number;
  /** Chance of a check-in on a day outside gaps (0..1). */
  checkins: number;
  /** Breaks of weeks without sessions or check-ins. */
  gaps: boolean;
  /** The client stopped using the app this many days ago (0: still active). */
  quietDays: number;
  /** Registered and nothing posted since. */
  empty: boolean;
}

/** A day-by-day picture of one journey, day 0 being the registration day. */
export interface Journey {
  /** How unwell the client is, 0 (well) to 1 (severely unwell). */
  severity(day: number): number;
  /** Whether the client opens the app at all that day (not in a gap, not yet dropped out). */
  present(day: number): boolean;
  /** Chance of a session that day, before the weekend dip. */
  engagement(day: number): number;
}

/** A standard normal draw (Box–Muller), for noise that is mostly small and sometimes not. */
export function gaussian(random: Random): number {
  const u = Math.max(random.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

const between = (random: Random, min: number, max: number) => min + random.next() * (max - min);

/** The trend's curve over the journey, `t` from 0 (registration) to 1 (today). */
function trendCurve(trend: Trend, random: Random): (t: number) => number {
  switch (trend) {
    case 'improving': {
      // Moderately severe to mild, fastest in the first months as treatment takes hold.
      const from = between(random, 0.66, 0.82);
      const to = between(random, 0.14, 0.3);
      return (t) => from + ((to - from) * (1 - Math.exp(-3 * t))) / (1 - Math.exp(-3));
    }
    case 'worsening': {
      const from = between(random, 0.2, 0.36);
      const to = between(random, 0.62, 0.8);
      return (t) => from + (to - from) * t ** 1.4;
    }
    case 'flat': {
      const level = between(random, 0.28, 0.55);
      return () => level;
    }
    case 'relapse': {
      // Better for a while, then a return of symptoms part of the way back.
      const from = between(random, 0.62, 0.78);
      const low = between(random, 0.18, 0.3);
      const turn = between(random, 0.45, 0.65);
      const back = low + between(random, 0.4, 0.65) * (from - low);
      return (t) =>
        t < turn
          ? from + ((low - from) * t) / turn
          : low + ((back - low) * (t - turn)) / (1 - turn);
    }
    case 'setback': {
      // A crisis some months in (bereavement, job loss), then recovery below the start.
      const from = between(random, 0.38, 0.5);
      const peak = between(random, 0.68, 0.8);
      const to = between(random, 0.18, 0.32);
      const when = between(random, 0.25, 0.45);
      return (t) =>
        t < when
          ? from + ((peak - from) * t) / when
          : peak + ((to - peak) * (t - when)) / (1 - when);
    }
  }
}

/** Weeks-long breaks, away from the first fortnight and the last days. */
function gapsOf(shape: JourneyShape, random: Random): [number, number][] {
  if (!shape.gaps || shape.days < 90) {
    return [];
  }
  return Array.from({ length: random.int(2, 4) }, () => {
    const start = random.int(14, shape.days - 30);
    return [start, start + random.int(10, 42)];
  });
}

/** A journey for `shape`; its ups and downs are drawn once, so each day is stable. */
export function planJourney(shape: JourneyShape, random: Random): Journey {
  const curve = trendCurve(shape.trend, random);
  // Week-to-week wobble: a slow random walk, so good and bad weeks come in runs.
  const wobble: number[] = [0];
  for (let week = 1; week <= shape.days / 7 + 1; week += 1) {
    wobble.push(0.7 * (wobble[week - 1] ?? 0) + 0.035 * gaussian(random));
  }
  const gaps = gapsOf(shape, random);
  const span = Math.max(shape.days, 1);
  // Worse-off clients drift away from the app; improving ones a little, as they need it less.
  const fade = shape.trend === 'worsening' ? 0.35 : shape.trend === 'improving' ? 0.15 : 0.05;
  return {
    severity: (day) => clamp(curve(day / span) + (wobble[Math.floor(day / 7)] ?? 0), 0.02, 0.98),
    present: (day) =>
      !shape.empty &&
      day <= shape.days - shape.quietDays &&
      !gaps.some(([start, end]) => day >= start && day < end),
    engagement: (day) => shape.engagement * (1 - (fade * day) / span),
  };
}
