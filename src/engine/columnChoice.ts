/**
 * The columns a table shows after the user's choice, read the way react-admin's DataTable reads
 * its column chooser's store: `hidden` names the fields switched off, `ranks` the declared
 * indexes in the order the user dragged them to (missing ones keep their place).
 */
export function chosenColumns<T extends { field: string }>(
  columns: readonly T[],
  hidden: readonly string[],
  ranks: readonly number[] | undefined,
): T[] {
  const ordered = [...columns];
  if (ranks) {
    columns.forEach((column, index) => {
      const rank = ranks.indexOf(index);
      ordered[rank === -1 ? index : rank] = column;
    });
  }
  return ordered.filter((column) => !hidden.includes(column.field));
}

/**
 * The store key of one user's column choice for a resource: react-admin's own
 * (`<resource>.datatable`, with `_columnRanks` beside it), under the user's id so that each user
 * of a browser finds their own choice and nobody inherits another's.
 */
export const columnStoreKey = (resource: string, userId: string | number) =>
  `users.${userId}.${resource}.datatable`;
