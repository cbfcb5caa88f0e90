import { describe, expect, it } from 'vitest';

import { issueStatsSeries } from './issueStatsSeries';

describe('issueStatsSeries', () => {
  it('stacks resolved and created minus resolved over the last 6 months', () => {
    const months = ['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
    const series = issueStatsSeries({
      created: 9,
      assigned: 2,
      resolved: 3,
      createdPerMonth: months.map((month, i) => ({ month, total: i })),
      resolvedPerMonth: [
        { month: '2026-06', total: 1 },
        { month: '2026-10', total: 2 },
      ],
    });
    expect(series.months).toEqual(months.slice(1));
    expect(series.resolved).toEqual([0, 1, 0, 0, 0, 2]);
    expect(series.unresolved).toEqual([1, 1, 3, 4, 5, 4]);
  });
});
