import { describe, expect, it } from 'vitest';
import { sinceDates } from './sinceDates';

describe('session tile since dates', () => {
  it('count from local midnight 1, 7 and 30 days back, across a month end', () => {
    const since = sinceDates(new Date(2026, 2, 3, 15, 30));
    expect(since.yesterday).toEqual(new Date(2026, 2, 2));
    expect(since.last7).toEqual(new Date(2026, 1, 24));
    expect(since.last30).toEqual(new Date(2026, 1, 1));
  });
});
