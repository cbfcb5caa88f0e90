import { describe, expect, it } from 'vitest';
import { trimmedDomain } from './chartDomain';
import { timeXAxis } from './timeXAxis';

const translate = (key: string) =>
  key === 'portal.shared.date_names.months_short'
    ? 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'
    : key;

const NOW = new Date('2026-11-29T09:00:00Z');

describe('time x axis', () => {
  it.each([390, 1440])(
    'framed at %i px, spans the drawn points: a tick at or before the first, the last today',
    (width) => {
      const first = new Date(2026, 10, 12, 18, 40);
      const axis = timeXAxis([first], trimmedDomain(first, 'UTC', NOW), width, translate);
      const ticks = axis.tickInterval;
      expect(ticks[0]!.getTime()).toBeLessThanOrEqual(first.getTime());
      expect(axis.min.getTime()).toBeLessThanOrEqual(ticks[0]!.getTime());
      expect(ticks.at(-1)).toEqual(new Date(2026, 10, 29));
      expect(axis.valueFormatter(ticks.at(-1)!, { location: 'tick' })).toBe('Nov 29');
      // Labels stay apart: no tick within a label's width of the next.
      const plot = width - 56 - 44;
      const span = axis.max.getTime() - axis.min.getTime();
      const xs = ticks.map((t) => ((t.getTime() - axis.min.getTime()) / span) * plot);
      xs.slice(1).forEach((x, i) => expect(x - xs[i]!).toBeGreaterThanOrEqual(84));
    },
  );
});
