/** Spec section 9: chart periods (all, last 3, 6 and 12 months). */
export const PERIODS = ['all', '3', '6', '12'] as const;
export type Period = (typeof PERIODS)[number];

/** Spec section 9: graphs show this many latest entries when a period filter is used. */
export const GRAPH_LAST_ENTRIES = 15;

/** The start of a period, `months` calendar months before `now`; null for all of history. */
export function periodStart(period: Period, now: Date = new Date()): Date | null {
  if (period === 'all') {
    return null;
  }
  const start = new Date(now);
  start.setMonth(start.getMonth() - Number(period));
  return start;
}

/** The entries (oldest first) dated inside the period. */
export function withinPeriod<T>(
  entries: readonly T[],
  period: Period,
  dateOf: (entry: T) => string,
  now: Date = new Date(),
): T[] {
  const start = periodStart(period, now);
  return start ? entries.filter((entry) => new Date(dateOf(entry)) >= start) : [...entries];
}

/** The latest `count` entries of a list kept oldest first. */
export function lastEntries<T>(entries: readonly T[], count = GRAPH_LAST_ENTRIES): T[] {
  return entries.slice(Math.max(0, entries.length - count));
}

/**
 * What a graph plots: the period's entries, only the last 15 of them when a period is chosen,
 * and the period's full history under show details.
 */
export function graphEntries<T>(
  entries: readonly T[],
  period: Period,
  showDetails: boolean,
  dateOf: (entry: T) => string,
  now: Date = new Date(),
): T[] {
  const inPeriod = withinPeriod(entries, period, dateOf, now);
  return period === 'all' || showDetails ? inPeriod : lastEntries(inPeriod);
}
