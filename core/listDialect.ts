/**
 * The API's list dialect: `field::value` pairs joined by `|`, used by `sort`, `filter` and
 * `search`. Pure and isomorphic: the data provider writes it, the server parses it.
 *
 * A value may contain `::` (only the first one splits) and may contain `|` or `\` when escaped
 * with a backslash, so no user text can forge a second pair.
 */

/** Rows per page when neither the reader nor the resource says otherwise (spec section 9). */
export const DEFAULT_PAGE_SIZE = 10;

export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  field: string;
  order: SortOrder;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: ListSort;
  filter: Record<string, string>;
  search: Record<string, string>;
}

/** A malformed list parameter; `key` (under `portal.api.list.reason`) and `values` word it. */
export class DialectError extends Error {
  constructor(
    message: string,
    readonly key: string,
    readonly values: Record<string, string> = {},
  ) {
    super(message);
  }
}

const PAIR_SEPARATOR = '|';
const FIELD_SEPARATOR = '::';

function escapeValue(value: string): string {
  return value.replace(/[\\|]/g, (c) => `\\${c}`);
}

/** Splits on unescaped `|` and removes the escapes. */
function splitPairs(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length) {
      current += text[i + 1];
      i += 1;
    } else if (c === PAIR_SEPARATOR) {
      parts.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  parts.push(current);
  return parts;
}

/** `{a: '1', b: 'x|y'}` → `a::1|b::x\|y`; empty values are left out. */
export function formatPairs(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .filter(([, value]) => value !== '')
    .map(([field, value]) => `${field}${FIELD_SEPARATOR}${escapeValue(value)}`)
    .join(PAIR_SEPARATOR);
}

/** The inverse of `formatPairs`; throws `DialectError` on a pair without a field or `::`. */
export function parsePairs(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  if (text === '') {
    return result;
  }
  for (const part of splitPairs(text)) {
    const at = part.indexOf(FIELD_SEPARATOR);
    if (at <= 0) {
      throw new DialectError(`'${part}' is not a field::value pair`, 'not_a_pair', { part });
    }
    const field = part.slice(0, at);
    if (Object.hasOwn(result, field)) {
      throw new DialectError(`'${field}' is given twice`, 'given_twice', { field });
    }
    result[field] = part.slice(at + FIELD_SEPARATOR.length);
  }
  return result;
}

export function formatSort(sort: ListSort): string {
  return `${sort.field}${FIELD_SEPARATOR}${sort.order}`;
}

export function parseSort(text: string): ListSort {
  const pairs = parsePairs(text);
  const entries = Object.entries(pairs);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) {
    throw new DialectError('sort takes exactly one field::asc or field::desc', 'one_sort');
  }
  const [field, order] = entry;
  if (order !== 'asc' && order !== 'desc') {
    throw new DialectError(`sort order '${order}' is not asc or desc`, 'sort_order', { order });
  }
  return { field, order };
}

/** The query string parameters of a list call, in the API's names. */
export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams({
    page: String(query.page),
    page_size: String(query.pageSize),
  });
  if (query.sort) {
    params.set('sort', formatSort(query.sort));
  }
  const filter = formatPairs(query.filter);
  if (filter) {
    params.set('filter', filter);
  }
  const search = formatPairs(query.search);
  if (search) {
    params.set('search', search);
  }
  return params;
}
