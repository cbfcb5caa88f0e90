import { describe, expect, it } from 'vitest';
import { cumulativePages, modulesYMax, pagesProgress } from './cumulative';

describe('modules progress', () => {
  it('adds up the pages read per day', () => {
    expect(
      cumulativePages([
        { date: '2026-01-02', pages: 3 },
        { date: '2026-01-05', pages: 1 },
        { date: '2026-02-01', pages: 6 },
      ]),
    ).toEqual([
      { date: '2026-01-02', total: 3 },
      { date: '2026-01-05', total: 4 },
      { date: '2026-02-01', total: 10 },
    ]);
  });

  it('puts the y maximum 50 above the last cumulative total', () => {
    expect(
      modulesYMax([
        { date: '2026-01-02', total: 3 },
        { date: '2026-01-05', total: 74 },
      ]),
    ).toBe(124);
    expect(modulesYMax([])).toBe(50);
  });

  it('counts pages read out of all pages', () => {
    const module = { name: 'm', description: '', duration: 5, percentageCompleted: 0 };
    expect(
      pagesProgress([
        { ...module, readPages: 2, totalPages: 3, from: null, to: null },
        { ...module, readPages: 7, totalPages: 7, from: null, to: null },
      ]),
    ).toEqual({ read: 9, total: 10 });
  });
});
