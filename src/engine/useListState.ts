import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useListController } from 'react-admin';

import type { ListSort } from '../../core/listDialect';
import type { ResourceDefinition } from '../../core/resourceDefinition';
import type { ResourceMeta } from '../data/resourcePath';
import { readSettings } from '../settings/settingsStorage';
import {
  dialectSort,
  fromControllerSort,
  joinFilter,
  settle,
  splitFilter,
  toControllerSort,
  type FilterValues,
  type PendingControls,
} from './listState';
import type { ListRecord } from './listTypes';
import { FILTER_APPLY_DELAY_MS, PAGE_ARROW_DEBOUNCE_MS, SEARCH_SORT_DELAY_MS } from './timing';
import { useTimers } from './useTimers';

/**
 * A list's state on react-admin's list controller, which keeps page, page size, sort, search and
 * filters in the URL and in its store: Back, reload and a pasted link restore the same list. On
 * top, the delays of spec section 9: search and sort apply 800 ms after the last change, arrow
 * page changes 300 ms after the last click, filters 400 ms after the filter dialog closes; page
 * numbers, the jump input and the page size apply at once. Until a change is applied the controls
 * show it (`shown`), the rows show the applied list.
 */
export function useListState(
  definition: ResourceDefinition,
  pathParams?: ResourceMeta['pathParams'],
) {
  const controller = useListController<ListRecord & { id: never }>({
    resource: definition.name,
    sort: toControllerSort(definition.defaultSort ?? null),
    perPage: readSettings().pageSize,
    // The delays are spec section 9's, applied below.
    debounce: 0,
    // One kept state per parent record, for lists under a record (a case manager's charges).
    storeKey: pathParams
      ? `${definition.name}.${Object.values(pathParams).join('.')}.listParams`
      : undefined,
    queryOptions: { meta: { pathParams }, placeholderData: (previous) => previous },
  });
  const { search, filters } = splitFilter(controller.filterValues as Record<string, unknown>);
  const applied = {
    search,
    filters,
    sort: fromControllerSort(controller.sort),
    page: controller.page,
    perPage: controller.perPage,
  };
  const [pending, setPending] = useState<PendingControls>({});
  const { later, cancel } = useTimers();

  // The timers read the list as it is when they fire, not as it was when they were set.
  const latest = useRef({ controller, applied, pending });
  useLayoutEffect(() => {
    latest.current = { controller, applied, pending };
  });

  // A URL in the API's sort dialect is rewritten in react-admin's form, which then loads.
  const rawSortField = controller.sort.field;
  useEffect(() => {
    const meant = dialectSort({ field: rawSortField, order: 'ASC' });
    if (meant) {
      latest.current.controller.setSort(toControllerSort(meant));
    }
  }, [rawSortField]);

  const sortKey = `${applied.sort?.field}:${applied.sort?.order}`;
  useEffect(() => {
    setPending((current) => settle(current, latest.current.applied));
  }, [applied.search, sortKey, applied.page, pending]);

  const actions = useMemo(() => {
    const applyQuery = () => {
      const now = latest.current;
      const text = now.pending.search ?? now.applied.search;
      const sort = now.pending.sort !== undefined ? now.pending.sort : now.applied.sort;
      // A new query starts again from the first page (the controller does that too).
      setPending(({ page: _page, ...rest }) => rest);
      if (text !== now.applied.search) {
        now.controller.setFilters(joinFilter(text, now.applied.filters), undefined);
      }
      if (now.pending.sort !== undefined) {
        now.controller.setSort(toControllerSort(sort));
      }
    };
    const setFilters = (values: FilterValues) => {
      const now = latest.current;
      now.controller.setFilters(joinFilter(now.applied.search, values), undefined);
    };
    return {
      setSearch: (text: string) => {
        setPending((current) => ({ ...current, search: text }));
        later('query', SEARCH_SORT_DELAY_MS, applyQuery);
      },
      chooseSort: (sort: ListSort | null) => {
        setPending((current) => ({ ...current, sort }));
        later('query', SEARCH_SORT_DELAY_MS, applyQuery);
      },
      stepPage: (page: number) => {
        setPending((current) => ({ ...current, page }));
        later('page', PAGE_ARROW_DEBOUNCE_MS, () => latest.current.controller.setPage(page));
      },
      gotoPage: (page: number) => {
        cancel('page');
        setPending((current) => ({ ...current, page }));
        latest.current.controller.setPage(page);
      },
      setPerPage: (value: number) => {
        cancel('page');
        setPending(({ page: _page, ...rest }) => rest);
        latest.current.controller.setPerPage(value);
      },
      applyFiltersLater: (values: FilterValues) =>
        later('filters', FILTER_APPLY_DELAY_MS, () => setFilters(values)),
      setFilters: (values: FilterValues) => {
        cancel('filters');
        setFilters(values);
      },
    };
  }, [later, cancel]);

  const shown = {
    search: pending.search ?? applied.search,
    sort: pending.sort !== undefined ? pending.sort : applied.sort,
    page: pending.page ?? applied.page,
    perPage: applied.perPage,
  };
  return { controller, applied, shown, ...actions };
}

export type ListControls = ReturnType<typeof useListState>;
