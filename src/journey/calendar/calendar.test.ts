import { describe, expect, it } from 'vitest';
import { wallClock } from '../../shared/wallClock';
import { episodePeriod } from '../shared/period';
import { dayKey, monthlyCounts, periodMonths, sinceDays, wallDay } from './calendar';

const JHB = 'Africa/Johannesburg';

describe('the journey calendar', () => {
  it('puts an evening instant on its own day in the portal zone, whatever the browser zone', () => {
    // 20:00 in Johannesburg is 18:00 UTC, on the same day.
    expect(dayKey(wallDay('2026-11-20T18:00:00.000Z', JHB)!)).toBe('2026-11-20');
    // 23:30 UTC is already the next day in Johannesburg.
    expect(dayKey(wallDay('2026-11-20T23:30:00.000Z', JHB)!)).toBe('2026-11-21');
    expect(wallClock('2026-11-20T18:05:00.000Z', JHB)!.getHours()).toBe(20);
    expect(wallClock('nonsense', JHB)).toBeNull();
  });

  it('takes a date-only value as the calendar day it names', () => {
    expect(dayKey(wallClock('2026-01-31', JHB)!)).toBe('2026-01-31');
  });

  it('counts the tiles from the portal’s midnights, as the API does', () => {
    // 23:30 UTC on 2 March is 01:30 on 3 March in Johannesburg.
    const since = sinceDays(JHB, new Date('2026-03-02T23:30:00.000Z'));
    expect(dayKey(since.yesterday)).toBe('2026-03-02');
    expect(dayKey(since.last7)).toBe('2026-02-24');
    expect(dayKey(since.last30)).toBe('2026-02-01');
  });

  it('draws every month of the period, zeros included', () => {
    const now = new Date('2026-11-20T10:00:00.000Z');
    expect(periodMonths('12', undefined, JHB, now)).toHaveLength(12);
    expect(periodMonths('12', undefined, JHB, now)[0]).toBe('2025-12-01');
    expect(periodMonths('3', undefined, JHB, now)).toEqual([
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    const counts = monthlyCounts(
      [
        { date: '2026-01-01', count: 4 },
        { date: '2026-07-01', count: 2 },
      ],
      'all',
      JHB,
      now,
    );
    expect(counts).toHaveLength(11);
    expect(counts.filter((m) => m.count > 0)).toEqual([
      { date: '2026-01-01', count: 4 },
      { date: '2026-07-01', count: 2 },
    ]);
    expect(counts[1]).toEqual({ date: '2026-02-01', count: 0 });
  });

  it('draws the months of an episode of care, to its discharge or to this month', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const closed = episodePeriod({ openedOn: '2026-03-03', closedOn: '2026-06-12' }, JHB);
    expect(periodMonths(closed, undefined, JHB, now)).toEqual([
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    const open = episodePeriod({ openedOn: '2026-09-30', closedOn: null }, JHB);
    expect(periodMonths(open, undefined, JHB, now)).toEqual([
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
  });
});
