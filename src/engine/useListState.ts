import { useMemo, useReducer } from 'react';

import type { ListSort } from '../core/listDialect';
import { initialListState, listReducer, type FilterValues } from './listState';
import { FILTER_APPLY_DELAY_MS, PAGE_ARROW_DEBOUNCE_MS, SEARCH_SORT_DELAY_MS } from './timing';
import { useTimers } from './useTimers';

/**
 * A list's controls with the delays of spec section 9: search and sort apply 800 ms after the
 * last change, arrow page changes 300 ms after the last click, filters 400 ms after the filter
 * dialog closes; page numbers, the jump input and the page size apply at once.
 */
export function useListState(defaultSort: ListSort | null, perPage: number) {
  const [state, dispatch] = useReducer(listReducer, initialListState(defaultSort, perPage));
  const { later, cancel } = useTimers();

  const actions = useMemo(() => {
    const applyQueryLater = () =>
      later('query', SEARCH_SORT_DELAY_MS, () => dispatch({ type: 'applyQuery' }));
    return {
      setSearch: (text: string) => {
        dispatch({ type: 'search', text });
        applyQueryLater();
      },
      toggleSort: (field: string) => {
        dispatch({ type: 'sort', field });
        applyQueryLater();
      },
      stepPage: (page: number) => {
        dispatch({ type: 'step', page });
        later('page', PAGE_ARROW_DEBOUNCE_MS, () => dispatch({ type: 'applyPage' }));
      },
      gotoPage: (page: number) => {
        cancel('page');
        dispatch({ type: 'goto', page });
      },
      setPerPage: (value: number) => {
        cancel('page');
        dispatch({ type: 'perPage', perPage: value });
      },
      applyFiltersLater: (filters: FilterValues) =>
        later('filters', FILTER_APPLY_DELAY_MS, () => dispatch({ type: 'filters', filters })),
      setFilters: (filters: FilterValues) => {
        cancel('filters');
        dispatch({ type: 'filters', filters });
      },
    };
  }, [later, cancel]);

  return { state, ...actions };
}

export type ListControls = ReturnType<typeof useListState>;
