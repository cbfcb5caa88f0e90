import { describe, expect, it } from 'vitest';

import {
  dialectSort,
  fromControllerSort,
  joinFilter,
  settle,
  splitFilter,
  toControllerSort,
  UNSORTED,
} from './listState';

describe('list state on the list controller', () => {
  it('keeps the cycle’s “none” as its own sort, so the default order does not come back', () => {
    expect(toControllerSort(null)).toEqual({ field: UNSORTED, order: 'ASC' });
    expect(fromControllerSort({ field: UNSORTED, order: 'ASC' })).toBeNull();
    expect(fromControllerSort({ field: '', order: 'ASC' })).toBeNull();
    expect(fromControllerSort(toControllerSort({ field: 'code', order: 'desc' }))).toEqual({
      field: 'code',
      order: 'desc',
    });
    expect(toControllerSort({ field: 'code', order: 'asc' })).toEqual({
      field: 'code',
      order: 'ASC',
    });
  });

  it('keeps the search as q beside the declared filters, and drops other shapes', () => {
    expect(splitFilter({ q: 'ann', usedAt: '2026-01-01', isAdmin: true, junk: { a: 1 } })).toEqual({
      search: 'ann',
      filters: { usedAt: '2026-01-01', isAdmin: true },
    });
    expect(joinFilter('', { usedAt: 'x' })).toEqual({ usedAt: 'x' });
    expect(joinFilter('ann', {})).toEqual({ q: 'ann' });
  });

  it('settles what the applied list already shows, and keeps what it does not', () => {
    const applied = { search: 'ann', sort: { field: 'code', order: 'asc' as const }, page: 2 };
    const pending = { search: 'ann', sort: { field: 'code', order: 'asc' as const }, page: 3 };
    expect(settle(pending, applied)).toEqual({ page: 3 });
    const unchanged = { search: 'bob' };
    expect(settle(unchanged, applied)).toBe(unchanged);
    expect(settle({ sort: null }, { ...applied, sort: null })).toEqual({});
  });
});

describe('a sort in the API dialect in the URL', () => {
  it('means that sort; any other sort is not one', () => {
    expect(dialectSort({ field: 'attention::desc', order: 'ASC' })).toEqual({
      field: 'attention',
      order: 'desc',
    });
    expect(dialectSort({ field: 'latestPhq8::asc', order: 'DESC' })).toEqual({
      field: 'latestPhq8',
      order: 'asc',
    });
    expect(dialectSort({ field: 'attention', order: 'DESC' })).toBeNull();
    expect(dialectSort({ field: 'attention::up', order: 'DESC' })).toBeNull();
  });
});
