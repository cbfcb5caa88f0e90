import type { GetListParams } from 'ra-core';

import { DEFAULT_PAGE_SIZE, type ListQuery } from '../../core/listDialect';
import { listWhitelist, type ResourceDefinition } from '../../core/resourceDefinition';

function filterValue(value: unknown): string | null {
  if (typeof value === 'string') {
    return value.trim() === '' ? null : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  // Objects and arrays have no form in the `field::value` dialect; null means "no filter".
  return null;
}

/**
 * react-admin's `{pagination, sort, filter}` in the API's list dialect. `filter.q` is the search
 * box: one text applied to every searchable field of the resource. A sort on a field the
 * resource doesn't declare sortable (react-admin's default `id`, say) is left to the server's
 * default instead of being sent and refused; so is a filter it doesn't declare (another list's,
 * read from a URL two lists share, as the users page's tabs do).
 */
export function toListQuery(
  definition: ResourceDefinition,
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
): ListQuery {
  const { q, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
  const text = typeof q === 'string' ? q.trim() : '';
  const search = Object.fromEntries(definition.search.map((field) => [field, text]));

  const { filterable, sortable: sortableFields } = listWhitelist(definition);
  const filter: Record<string, string> = {};
  for (const [field, value] of Object.entries(rest)) {
    if (!filterable.includes(field)) {
      continue;
    }
    const formatted = filterValue(value);
    if (formatted !== null) {
      filter[field] = formatted;
    }
  }

  const sortField = params.sort?.field;
  const sortable = sortField !== undefined && sortableFields.includes(sortField);
  return {
    page: params.pagination?.page ?? 1,
    pageSize: params.pagination?.perPage ?? DEFAULT_PAGE_SIZE,
    sort:
      sortable && params.sort
        ? { field: params.sort.field, order: params.sort.order === 'DESC' ? 'desc' : 'asc' }
        : undefined,
    filter,
    search: text === '' ? {} : search,
  };
}
