import type { SortPayload } from 'react-admin';

import { DialectError, parseSort, type ListSort } from '../../core/listDialect';

export type FilterValues = Record<string, string | boolean>;

/**
 * The sort a list keeps in the URL when the cycle's third click asked for none: react-admin
 * reads an empty sort as "use the default", which would bring the default order back.
 */
export const UNSORTED = 'none';

export function toControllerSort(sort: ListSort | null): SortPayload {
  return sort
    ? { field: sort.field, order: sort.order === 'asc' ? 'ASC' : 'DESC' }
    : { field: UNSORTED, order: 'ASC' };
}

export function fromControllerSort(sort: SortPayload): ListSort | null {
  return sort.field === UNSORTED || sort.field === ''
    ? null
    : { field: sort.field, order: sort.order === 'ASC' ? 'asc' : 'desc' };
}

/**
 * A sort the URL gives in the API's own dialect (`sort=attention::desc`, as a list call or a
 * shared API link writes it) rather than react-admin's `sort=attention&order=DESC`: the sort it
 * means, to be written back in react-admin's form; null for any other sort.
 */
export function dialectSort(sort: SortPayload): ListSort | null {
  if (!sort.field.includes('::')) {
    return null;
  }
  try {
    return parseSort(sort.field);
  } catch (error) {
    if (error instanceof DialectError) {
      return null;
    }
    throw error;
  }
}

export const sameSort = (a: ListSort | null, b: ListSort | null) =>
  a?.field === b?.field && a?.order === b?.order;

/** The search box lives in the controller's filter as `q`, beside the declared filters. */
export function splitFilter(values: Record<string, unknown>): {
  search: string;
  filters: FilterValues;
} {
  const { q, ...rest } = values;
  const filters: FilterValues = {};
  for (const [field, value] of Object.entries(rest)) {
    if (typeof value === 'string' || typeof value === 'boolean') {
      filters[field] = value;
    }
  }
  return { search: typeof q === 'string' ? q : '', filters };
}

export function joinFilter(search: string, filters: FilterValues): Record<string, unknown> {
  return search === '' ? { ...filters } : { ...filters, q: search };
}

/** What the controls show while a delay of spec section 9 runs, before it is applied. */
export interface PendingControls {
  search?: string;
  sort?: ListSort | null;
  page?: number;
}

/** Drops what the applied list already matches, so the controls show the URL's state again. */
export function settle(
  pending: PendingControls,
  applied: { search: string; sort: ListSort | null; page: number },
): PendingControls {
  const next = { ...pending };
  if (next.search === applied.search) {
    delete next.search;
  }
  if (next.sort !== undefined && sameSort(next.sort, applied.sort)) {
    delete next.sort;
  }
  if (next.page === applied.page) {
    delete next.page;
  }
  return Object.keys(next).length === Object.keys(pending).length ? pending : next;
}
