import { describe, expect, it } from 'vitest';

import { jumpHint, pageCount, pagerShape, type PagerItem } from './pagerShape';

/** `[1, 2, 3, '…', 8, 9]` reads better in a table than the objects. */
const show = (items: PagerItem[]) => items.map((item) => (item.kind === 'jump' ? '…' : item.page));

describe('pagerShape', () => {
  it.each<[number, (number | string)[]]>([
    [0, []],
    [1, [1]],
    [2, [1, 2]],
    [7, [1, 2, 3, 4, 5, 6, 7]],
    [8, [1, 2, 3, 4, 5, 6, 7, 8]],
    [9, [1, 2, 3, '…', 8, 9]],
    [10, [1, 2, 3, '…', 9, 10]],
    [100, [1, 2, 3, '…', 99, 100]],
  ])('%i pages → %j', (count, expected) => {
    expect(show(pagerShape(count))).toEqual(expected);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [96, 10, 10],
    [96, 100, 1],
  ])('%i items at %i a page → %i pages', (total, perPage, expected) => {
    expect(pageCount(total, perPage)).toBe(expected);
  });
});

describe('jumpHint', () => {
  it.each([
    [10, 9, { key: 'portal.list.pager.max', values: { n: 9 } }],
    [0, 9, { key: 'portal.list.pager.min' }],
    [-3, 9, { key: 'portal.list.pager.min' }],
    [1, 9, null],
    [9, 9, null],
    [Number.NaN, 9, null],
  ])('page %d of %d → %j', (typed, count, expected) => {
    expect(jumpHint(typed, count)).toEqual(expected);
  });
});
