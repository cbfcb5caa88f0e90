import { describe, expect, it } from 'vitest';
import {
  episodePeriod,
  graphEntries,
  lastEntries,
  periodEnd,
  periodStart,
  withinPeriod,
} from './period';

const NOW = new Date('2026-11-21T10:00:00Z');
/** One entry every two weeks for 18 months, oldest first. */
const ENTRIES = Array.from({ length: 40 }, (_, i) => ({
  at: new Date(NOW.getTime() - (39 - i) * 14 * 86_400_000).toISOString(),
  n: i,
}));
const dateOf = (e: { at: string }) => e.at;

describe('chart periods', () => {
  it('starts a period the given number of months before now, all of history for all', () => {
    expect(periodStart('all', NOW)).toBeNull();
    expect(periodStart('3', NOW)?.toISOString()).toBe('2026-08-21T10:00:00.000Z');
    expect(periodStart('12', NOW)?.toISOString()).toBe('2025-11-21T10:00:00.000Z');
  });

  it('keeps the entries on or after the start of the period', () => {
    const edge = [{ at: '2026-08-21T10:00:00.000Z' }, { at: '2026-08-21T09:59:59.999Z' }];
    expect(withinPeriod(edge, '3', dateOf, NOW)).toEqual([edge[0]]);
    expect(withinPeriod(ENTRIES, 'all', dateOf, NOW)).toHaveLength(40);
    expect(withinPeriod(ENTRIES, '3', dateOf, NOW).map((e) => e.n)).toEqual([
      33, 34, 35, 36, 37, 38, 39,
    ]);
  });

  it('takes the latest 15 entries, or all when there are fewer', () => {
    expect(lastEntries(ENTRIES).map((e) => e.n)).toEqual(
      Array.from({ length: 15 }, (_, i) => 25 + i),
    );
    expect(lastEntries(ENTRIES.slice(0, 3))).toHaveLength(3);
  });

  it('plots the last 15 of a chosen period, its full history under show details', () => {
    expect(graphEntries(ENTRIES, 'all', false, dateOf, NOW)).toHaveLength(40);
    expect(graphEntries(ENTRIES, '12', false, dateOf, NOW)).toHaveLength(15);
    expect(graphEntries(ENTRIES, '12', true, dateOf, NOW)).toHaveLength(27);
    expect(graphEntries(ENTRIES, '6', false, dateOf, NOW)).toHaveLength(14);
  });

  it('narrows to an episode of care from its first day to the end of its discharge day', () => {
    const zone = 'Africa/Johannesburg';
    const closed = episodePeriod({ openedOn: '2026-03-03', closedOn: '2026-06-12' }, zone);
    // Midnight in Johannesburg is 22:00 UTC the evening before.
    expect(periodStart(closed, NOW)?.toISOString()).toBe('2026-03-02T22:00:00.000Z');
    expect(periodEnd(closed)?.toISOString()).toBe('2026-06-12T22:00:00.000Z');
    const edges = [
      { at: '2026-03-02T21:59:59.999Z' },
      { at: '2026-03-02T22:00:00.000Z' },
      { at: '2026-06-12T21:59:59.999Z' },
      { at: '2026-06-12T22:00:00.000Z' },
    ];
    expect(withinPeriod(edges, closed, dateOf, NOW)).toEqual([edges[1], edges[2]]);
    const open = episodePeriod({ openedOn: '2026-03-03', closedOn: null }, zone);
    expect(periodEnd(open)).toBeNull();
    expect(withinPeriod(edges, open, dateOf, NOW)).toEqual(edges.slice(1));
    // An episode is a chosen period: its graph shows its latest 15 answers.
    expect(graphEntries(ENTRIES, open, false, dateOf, NOW)).toHaveLength(15);
  });
});
