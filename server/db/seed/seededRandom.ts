import { DAY_MS } from '../../../core/durations';

/** A small deterministic PRNG (mulberry32), so the demo data is the same on every fresh start. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) {
        throw new Error('pick from an empty list');
      }
      return item;
    },
    chance: (p: number): boolean => next() < p,
  };
}

export type Random = ReturnType<typeof seededRandom>;

/** A moment between `maxDays` and `minDays` days before `now`. */
export function daysAgo(random: Random, now: Date, minDays: number, maxDays: number): Date {
  const offset = minDays * DAY_MS + random.next() * (maxDays - minDays) * DAY_MS;
  return new Date(now.getTime() - offset);
}
