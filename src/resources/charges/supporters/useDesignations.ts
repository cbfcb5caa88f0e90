import { useCallback } from 'react';
import { useStore } from 'react-admin';

/** Spec section 3: the stored list starts with case manager and OT. */
export const DEFAULT_DESIGNATIONS = ['Case manager', 'OT'];

/** Adds a typed designation to the list unless it is already there (any case). */
export function withDesignation(list: string[], name: string): string[] {
  const trimmed = name.trim();
  const known = list.some((item) => item.toLowerCase() === trimmed.toLowerCase());
  return trimmed === '' || known ? list : [...list, trimmed];
}

/**
 * The designations offered in the pickers, kept in the browser's store: the defaults plus what
 * users typed in accepted submissions (the server keeps its own list the same way).
 */
export function useDesignations() {
  const [list, setList] = useStore<string[]>('designations', DEFAULT_DESIGNATIONS);
  const remember = useCallback(
    (...names: string[]) => setList((current) => names.reduce(withDesignation, current)),
    [setList],
  );
  return { designations: list, remember };
}
