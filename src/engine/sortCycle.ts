import type { ListSort } from '../../core/listDialect';

/**
 * A header click (spec sections 2 and 4): a new column starts descending; the sorted column goes
 * desc → asc → none. None leaves the order to the server's default.
 */
export function nextSort(current: ListSort | null, field: string): ListSort | null {
  if (current?.field !== field) {
    return { field, order: 'desc' };
  }
  return current.order === 'desc' ? { field, order: 'asc' } : null;
}
