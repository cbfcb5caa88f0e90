import { COMPACT_PAGER_ABOVE } from './timing';

export type PagerItem = { kind: 'page'; page: number } | { kind: 'jump' };

/** The page count of a list: the total divided by the page size, rounded up (spec section 7). */
export function pageCount(total: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(Math.max(total, 0) / perPage) : 0;
}

const pages = (from: number, to: number): PagerItem[] =>
  Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => ({ kind: 'page', page: from + i }));

/**
 * The pager's buttons (spec section 2): every page up to 8 pages; above that, compact: pages 1
 * to 3, a jump input, then the last 2 pages.
 */
export function pagerShape(count: number): PagerItem[] {
  if (count <= COMPACT_PAGER_ABOVE) {
    return pages(1, count);
  }
  return [...pages(1, 3), { kind: 'jump' }, ...pages(count - 1, count)];
}

export interface PagerHint {
  key: 'portal.list.pager.max' | 'portal.list.pager.min';
  values?: { n: number };
}

/** The jump input's hint for a typed page: 'max is {n}' above the last page, 'min is 1' below 1. */
export function jumpHint(typed: number, count: number): PagerHint | null {
  if (!Number.isFinite(typed)) {
    return null;
  }
  if (typed > count) {
    return { key: 'portal.list.pager.max', values: { n: count } };
  }
  if (typed < 1) {
    return { key: 'portal.list.pager.min' };
  }
  return null;
}
