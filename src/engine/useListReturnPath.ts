import { useStore } from 'react-admin';

/** The store key under which react-admin's list controller keeps a resource's list state. */
export const listParamsKey = (resource: string) => `${resource}.listParams`;

/** A list's path with the state its controller kept, and what the page adds (`query`). */
export function listReturnPath(
  path: string,
  kept: Record<string, unknown> | undefined,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...kept, ...query })) {
    if (typeof value === 'string' || typeof value === 'number') {
      search.set(key, String(value));
    } else if (typeof value === 'object' && value !== null) {
      search.set(key, JSON.stringify(value));
    }
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * Where a page's Back button returns to a list: the list's path with the state the list
 * controller kept for it (page, sort, search, filters), so the user finds the list as they left
 * it. `query` adds what the page itself needs (the users page's tab).
 */
export function useListReturnPath(
  resource: string,
  path: string,
  query: Record<string, string> = {},
): string {
  const [kept] = useStore<Record<string, unknown> | undefined>(listParamsKey(resource));
  return listReturnPath(path, kept, query);
}
