import { wallClock, zonedInstant } from '../../shared/wallClock';

/** Spec section 9: chart periods (all, last 3, 6 and 12 months). */
export const PERIODS = ['all', '3', '6', '12'] as const;
export type FixedPeriod = (typeof PERIODS)[number];

/**
 * An episode of care as a period: the instants (milliseconds) its first day began and the day
 * after its discharge began on the portal's calendar, the end empty while it is open. Instants,
 * so the filters below compare entries without a time zone.
 */
export type EpisodePeriod = `episode:${number}:${number | ''}`;
export type Period = FixedPeriod | EpisodePeriod;

/** An episode's days on the portal's calendar ('YYYY-MM-DD'), as the journey answer sends them. */
export interface EpisodeDays {
  openedOn: string;
  closedOn: string | null;
}

/** The period of an episode, its days read on the calendar of `timeZone`. */
export function episodePeriod(episode: EpisodeDays, timeZone: string): EpisodePeriod {
  const start = zonedInstant(wallClock(episode.openedOn, timeZone)!, timeZone).getTime();
  if (episode.closedOn === null) {
    return `episode:${start}:`;
  }
  const closed = wallClock(episode.closedOn, timeZone)!;
  const next = new Date(closed.getFullYear(), closed.getMonth(), closed.getDate() + 1);
  return `episode:${start}:${zonedInstant(next, timeZone).getTime()}`;
}

function episodeBounds(period: Period): [Date, Date | null] | null {
  if (!period.startsWith('episode:')) {
    return null;
  }
  const [, start, end] = period.split(':');
  return [new Date(Number(start)), end ? new Date(Number(end)) : null];
}

/**
 * The start of a period: `months` calendar months before `now`, or an episode's first day; null
 * for all of history.
 */
export function periodStart(period: Period, now: Date = new Date()): Date | null {
  const episode = episodeBounds(period);
  if (episode) {
    return episode[0];
  }
  if (period === 'all') {
    return null;
  }
  const start = new Date(now);
  start.setMonth(start.getMonth() - Number(period));
  return start;
}

/** The instant a period ends (a discharged episode's next day); null when it runs to now. */
export function periodEnd(period: Period): Date | null {
  return episodeBounds(period)?.[1] ?? null;
}

/** The entries (oldest first) dated inside the period. */
export function withinPeriod<T>(
  entries: readonly T[],
  period: Period,
  dateOf: (entry: T) => string,
  now: Date = new Date(),
): T[] {
  const start = periodStart(period, now);
  const end = periodEnd(period);
  if (!start) {
    return [...entries];
  }
  return entries.filter((entry) => {
    const at = new Date(dateOf(entry));
    return at >= start && (!end || at < end);
  });
}

/** Spec section 9: graphs show this many latest entries when a period filter is used. */
export const GRAPH_LAST_ENTRIES = 15;

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
