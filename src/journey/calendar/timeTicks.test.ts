import { describe, expect, it } from 'vitest';
import { fullDay, tickLabels, timeAxis } from './timeTicks';

const translate = (key: string) =>
  key === 'portal.list.dates.months' ? 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec' : key;

describe('time axis ticks', () => {
  it('starts and ends on a tick, whole months across a year, naming both years', () => {
    const axis = timeAxis(new Date(2025, 10, 14, 9), new Date(2026, 4, 2, 20), 8);
    expect(axis.unit).toBe('month');
    expect(axis.min.getTime()).toBeLessThanOrEqual(new Date(2025, 10, 14).getTime());
    expect(axis.max.getTime()).toBeGreaterThanOrEqual(new Date(2026, 4, 2, 20).getTime());
    expect(axis.ticks.length).toBeLessThanOrEqual(8);
    const labels = [...tickLabels(axis, translate).values()];
    expect(labels[0]).toBe('Nov 2025');
    expect(labels).toContain('Jan 2026');
    expect(labels.filter((l) => /\d{4}/.test(l))).toHaveLength(2);
  });

  it('uses whole days for a short span, the year on the first tick', () => {
    const axis = timeAxis(new Date(2026, 10, 18, 20), new Date(2026, 10, 21, 8), 10);
    expect(axis.unit).toBe('day');
    expect([...tickLabels(axis, translate).values()]).toEqual([
      'Nov 18, 2026',
      'Nov 19',
      'Nov 20',
      'Nov 21',
    ]);
  });

  it('gives a lone point a day on each side', () => {
    const axis = timeAxis(new Date(2026, 0, 5, 12), new Date(2026, 0, 5, 12), 10);
    expect(axis.ticks).toHaveLength(3);
    expect(fullDay(axis.ticks[1]!, translate)).toBe('Jan 5, 2026');
  });
});
