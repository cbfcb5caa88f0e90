import { describe, expect, it } from 'vitest';
import { MAX_BAR_PX, barChartMaxWidth, barWidth } from './bars';

describe('bar widths', () => {
  it('leaves 60% of each band as gap', () => {
    expect(barWidth(100)).toBeCloseTo(40);
  });

  it('caps the chart so that each bar is at most 30 px wide', () => {
    for (const bars of [1, 3, 18]) {
      const band = (barChartMaxWidth(bars) - 60) / bars;
      expect(barWidth(band)).toBeCloseTo(MAX_BAR_PX);
    }
    expect(barChartMaxWidth(18)).toBeGreaterThan(barChartMaxWidth(3));
  });
});
