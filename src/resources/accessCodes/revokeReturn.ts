/**
 * The list state to return to after revoking `code`: the one the list kept, less a search that
 * names the revoked code alone (it would now find nothing), from the first page (the list is
 * one shorter). Sort, page size and filters stay the user's.
 */
export function afterRevoke(
  kept: Record<string, unknown> | undefined,
  code: string,
): Record<string, unknown> | undefined {
  if (!kept) {
    return kept;
  }
  const filter = (kept.filter ?? {}) as Record<string, unknown>;
  const { q, ...rest } = filter;
  const namesCode = typeof q === 'string' && q.trim().toLowerCase() === code.toLowerCase();
  return { ...kept, page: 1, filter: namesCode ? rest : filter };
}
