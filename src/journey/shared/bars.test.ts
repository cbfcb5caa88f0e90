import { describe, expect, it } from 'vitest';
import { MAX_BAR_PX, barGapRatio, barWidth } from './bars';

describe('bar widths', () => {
  it('keeps every bar at most 30 px wide, however few the bars on a wide chart', () => {
    for (const bars of [1, 3, 12, 18]) {
      const width = 1000;
      // Whatever the axis and margins take from the chart's width.
      for (const axis of [0, 30, 44, 60]) {
        const band = (width - axis) / bars;
        expect(barWidth(band, barGapRatio(bars, width))).toBeLessThanOrEqual(MAX_BAR_PX + 1e-9);
      }
    }
    expect(barWidth(1000 / 3, barGapRatio(3, 1000))).toBeCloseTo(MAX_BAR_PX);
  });

  it('leaves at least a fifth of each band empty when bars are many', () => {
    expect(barGapRatio(36, 390)).toBeCloseTo(0.2);
  });
});
