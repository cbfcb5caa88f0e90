/** Spec section 9: detail tables preview this many rows until "view more". */
export const PREVIEW_ROWS = 5;

/** The rows a table shows: the first few, or all once expanded. */
export function previewRows<T>(rows: readonly T[], expanded: boolean, size = PREVIEW_ROWS): T[] {
  return expanded ? [...rows] : rows.slice(0, size);
}

/** Journey lists come oldest first; tables show the latest first. */
export function latestFirst<T>(rows: readonly T[]): T[] {
  return [...rows].reverse();
}
