import { describe, expect, it } from 'vitest';
import { episodePeriod } from '../shared/period';
import { chartDomain } from './chartDomain';

// 23:30 on Nov 26 in UTC is already Nov 27 in Johannesburg (UTC+2).
const NOW = new Date('2026-11-26T23:30:00Z');

describe('chart domain', () => {
  it('ends now on the portal’s calendar, never after today', () => {
    const { max } = chartDomain('all', new Date(2026, 5, 3), 'Africa/Johannesburg', NOW);
    expect(max).toEqual(new Date(2026, 10, 27, 1, 30));
    const utc = chartDomain('all', new Date(2026, 5, 3), 'UTC', NOW);
    expect(utc.max).toEqual(new Date(2026, 10, 26, 23, 30));
  });

  it('starts on the period’s first day when the data begins before it', () => {
    const { min } = chartDomain('3', new Date(2025, 0, 10), 'UTC', NOW);
    expect(min).toEqual(new Date(2026, 7, 26));
  });

  it('starts on the first point’s day when it comes after the period’s start', () => {
    const { min } = chartDomain('12', new Date(2026, 9, 14, 16, 45), 'UTC', NOW);
    expect(min).toEqual(new Date(2026, 9, 14));
  });

  it('starts on the first point for all of history', () => {
    expect(chartDomain('all', new Date(2024, 1, 2, 8), 'UTC', NOW).min).toEqual(
      new Date(2024, 1, 2),
    );
  });

  it('keeps a day of width without data', () => {
    const { min, max } = chartDomain('all', undefined, 'UTC', NOW);
    expect(max.getTime() - min.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('spans a discharged episode from its first day to the end of its last', () => {
    const zone = 'Africa/Johannesburg';
    const episode = episodePeriod({ openedOn: '2026-03-03', closedOn: '2026-06-12' }, zone);
    // Answers from before the episode: its axis starts on its own first day.
    const { min, max } = chartDomain(episode, new Date(2026, 1, 10), zone, NOW);
    expect(min).toEqual(new Date(2026, 2, 3));
    expect(max).toEqual(new Date(2026, 5, 13));
    const open = episodePeriod({ openedOn: '2026-03-03', closedOn: null }, zone);
    expect(chartDomain(open, new Date(2026, 2, 10), zone, NOW).max).toEqual(
      new Date(2026, 10, 27, 1, 30),
    );
  });
});
