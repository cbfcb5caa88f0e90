import { describe, expect, it } from 'vitest';
import type { DailyCheckin } from '../../../core/generated/daily-checkin';
import { checkinsCover, seriesTrends, toggleSeries } from './checkinSeries';

const checkin = (mood: number, diet: number, sleep: number, active: number): DailyCheckin => ({
  checkinAt: '2026-11-20T08:00:00Z',
  mood,
  diet,
  sleep,
  active,
  t1: null,
  t2: null,
});

describe('check-in series', () => {
  it('reads each series as increase, constant or decrease from the previous check-in', () => {
    expect(seriesTrends([checkin(2, 3, 4, 1), checkin(4, 3, 1, 1)])).toEqual({
      mood: { change: 2, trend: 'increase' },
      diet: { change: 0, trend: 'constant' },
      sleep: { change: -3, trend: 'decrease' },
      active: { change: 0, trend: 'constant' },
    });
  });

  it('has no change before a second check-in', () => {
    expect(seriesTrends([checkin(2, 3, 4, 1)]).mood).toBeNull();
  });

  it('toggles a series on and off in a fixed order', () => {
    expect(toggleSeries(['mood'], 'active')).toEqual(['mood', 'active']);
    expect(toggleSeries(['mood', 'active'], 'diet')).toEqual(['mood', 'diet', 'active']);
    expect(toggleSeries(['mood', 'diet'], 'mood')).toEqual(['diet']);
  });

  it('knows when the check-ins at hand hold what a period or show details needs', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const from = '2026-08-22T22:00:00.000Z';
    expect(checkinsCover(null, 'all', true, now)).toBe(true);
    expect(checkinsCover(undefined, '12', false, now)).toBe(true);
    expect(checkinsCover(from, '3', false, now)).toBe(true);
    expect(checkinsCover(from, '3', true, now)).toBe(false);
    expect(checkinsCover(from, '6', false, now)).toBe(false);
    expect(checkinsCover(from, 'all', false, now)).toBe(false);
  });
});
