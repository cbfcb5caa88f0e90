import { describe, expect, it } from 'vitest';
import { formatDay } from '../../engine/formatDate';
import { tickLabels, timeAxis } from './timeTicks';

const translate = (key: string) =>
  key === 'portal.shared.date_names.months_short'
    ? 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'
    : key;

describe('time axis ticks', () => {
  it('keeps the axis to the domain, whole months across a year, naming both years', () => {
    const min = new Date(2025, 10, 14);
    const max = new Date(2026, 4, 2, 20);
    const axis = timeAxis(min, max, 4);
    expect(axis.unit).toBe('month');
    expect(axis.min).toEqual(min);
    expect(axis.max).toEqual(max);
    expect(axis.ticks.every((t) => t >= min && t <= max)).toBe(true);
    expect(axis.ticks.length).toBeLessThanOrEqual(4);
    const labels = [...tickLabels(axis, translate).values()];
    expect(labels).toEqual(['Dec 2025', 'Feb 2026', 'Apr']);
    expect(labels.filter((l) => /\d{4}/.test(l))).toHaveLength(2);
  });

  it('uses whole days for a short span, the year on the first tick', () => {
    const axis = timeAxis(new Date(2026, 10, 18), new Date(2026, 10, 21, 8), 10);
    expect(axis.unit).toBe('day');
    expect([...tickLabels(axis, translate).values()]).toEqual([
      'Nov 18, 2026',
      'Nov 19',
      'Nov 20',
      'Nov 21',
    ]);
  });

  it('puts no tick before the domain’s first day or after its end', () => {
    const axis = timeAxis(new Date(2026, 0, 5), new Date(2026, 0, 6, 12), 10);
    expect(axis.ticks).toEqual([new Date(2026, 0, 5), new Date(2026, 0, 6)]);
    expect(formatDay(axis.ticks[0]!, translate)).toBe('Jan 5, 2026');
  });

  it('framed, starts at the tick at or before the domain’s first day', () => {
    const min = new Date(2026, 3, 17);
    const max = new Date(2026, 10, 29, 9);
    const months = timeAxis(min, max, 4, true);
    expect(months.unit).toBe('month');
    expect(months.min).toEqual(new Date(2026, 3, 1));
    expect(months.ticks[0]).toEqual(new Date(2026, 3, 1));
    const days = timeAxis(new Date(2026, 10, 12, 15), max, 4, true);
    expect(days.unit).toBe('day');
    expect(days.ticks[0]).toEqual(new Date(2026, 10, 12));
    expect(days.min).toEqual(new Date(2026, 10, 12));
  });

  it('names a month axis’s tick off the first of a month by its day', () => {
    const axis = { ...timeAxis(new Date(2026, 0, 1), new Date(2026, 10, 29), 4, true) };
    axis.ticks = [...axis.ticks.filter((t) => t.getMonth() < 10), new Date(2026, 10, 29)];
    expect([...tickLabels(axis, translate).values()].at(-1)).toBe('Nov 29');
  });
});
