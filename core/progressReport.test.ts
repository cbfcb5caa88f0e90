import { describe, expect, it } from 'vitest';

import { scaleFigures } from './progressReport';

const at = (day: number) =>
  `2026-0${Math.floor(day / 28) + 1}-${String((day % 28) + 1).padStart(2, '0')}T08:00:00.000Z`;

describe('scaleFigures', () => {
  it('reads the first, the latest, the change, its class and the latest band', () => {
    const figures = scaleFigures(
      'phq8',
      [
        { postedAt: at(0), total: 18 },
        { postedAt: at(14), total: 13 },
        { postedAt: at(28), total: 9 },
      ],
      null,
    );
    expect(figures).toMatchObject({
      first: { total: 18 },
      latest: { total: 9 },
      change: -9,
      reliableChange: 'improvement',
      band: 'mild',
    });
    expect(figures.scores).toHaveLength(3);
  });

  it("starts from an episode's baseline before the period, never counting it twice", () => {
    const baseline = { postedAt: at(0), total: 10 };
    const figures = scaleFigures('gad7', [baseline, { postedAt: at(20), total: 14 }], baseline);
    expect(figures).toMatchObject({ change: 4, reliableChange: 'deterioration', band: 'moderate' });
    expect(figures.scores).toEqual([baseline, { postedAt: at(20), total: 14 }]);
    const before = { postedAt: at(1), total: 30 };
    expect(scaleFigures('wsas', [{ postedAt: at(9), total: 19 }], before)).toMatchObject({
      first: before,
      change: -11,
      reliableChange: 'no_change',
      band: 'significant',
    });
  });

  it('has no latest, change or class with one score, and nothing without any', () => {
    expect(scaleFigures('phq8', [{ postedAt: at(3), total: 21 }], null)).toMatchObject({
      latest: null,
      change: null,
      reliableChange: null,
      band: 'severe',
    });
    expect(scaleFigures('wsas', [], null)).toMatchObject({ first: null, band: null, scores: [] });
  });
});
