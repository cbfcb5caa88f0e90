import type { ListSort } from '../core/listDialect';
import { nextSort } from './sortCycle';

export type FilterValues = Record<string, string | boolean>;

/** What a list call asks for. */
export interface ListParams {
  search: string;
  sort: ListSort | null;
  page: number;
  perPage: number;
  filters: FilterValues;
}

/**
 * A list's state: what the controls show now, and what was last applied to the query. They
 * differ while a delay of spec section 9 runs (search and sort 800 ms, arrow pages 300 ms).
 */
export interface ListState extends ListParams {
  applied: ListParams;
}

export type ListAction =
  | { type: 'search'; text: string }
  | { type: 'sort'; field: string }
  | { type: 'applyQuery' }
  | { type: 'step'; page: number }
  | { type: 'applyPage' }
  | { type: 'goto'; page: number }
  | { type: 'perPage'; perPage: number }
  | { type: 'filters'; filters: FilterValues };

export function initialListState(sort: ListSort | null, perPage: number): ListState {
  const params: ListParams = { search: '', sort, page: 1, perPage, filters: {} };
  return { ...params, applied: params };
}

const sameSort = (a: ListSort | null, b: ListSort | null) =>
  a?.field === b?.field && a?.order === b?.order;

/** Pure transitions of a list's state; the hook adds the timers that dispatch the applies. */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'search':
      return { ...state, search: action.text };
    case 'sort':
      return { ...state, sort: nextSort(state.sort, action.field) };
    case 'applyQuery': {
      const { applied } = state;
      if (applied.search === state.search && sameSort(applied.sort, state.sort)) {
        return state;
      }
      // A new query starts again from the first page.
      return {
        ...state,
        page: 1,
        applied: { ...applied, search: state.search, sort: state.sort, page: 1 },
      };
    }
    case 'step':
      return { ...state, page: action.page };
    case 'applyPage':
      return { ...state, applied: { ...state.applied, page: state.page } };
    case 'goto':
      return { ...state, page: action.page, applied: { ...state.applied, page: action.page } };
    case 'perPage':
      return {
        ...state,
        page: 1,
        perPage: action.perPage,
        applied: { ...state.applied, page: 1, perPage: action.perPage },
      };
    case 'filters':
      return {
        ...state,
        page: 1,
        filters: action.filters,
        applied: { ...state.applied, page: 1, filters: action.filters },
      };
  }
}
