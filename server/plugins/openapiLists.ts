import type { ListWhitelist } from '../../core/resourceDefinition';

/** The vendor key naming a list parameter's declared fields, for the client generator. */
export const LIST_FIELDS = 'x-list-fields';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `field::value` pairs of the declared fields joined by `|` (a value escapes `|` and `\`). */
function pairsPattern(fields: readonly string[]): string {
  const pair = `(?:${fields.map(escapeRegExp).join('|')})::(?:[^|\\\\]|\\\\.)*`;
  return `^(?:${pair}(?:\\|${pair})*)?$`;
}

interface QueryParameter {
  name: string;
  in: string;
  description?: string;
  schema?: Record<string, unknown>;
}

/** The description and schema of `sort`, `filter` and `search` for one list's declared fields. */
function listParameter(name: string, whitelist: ListWhitelist): Partial<QueryParameter> | null {
  const fields =
    name === 'sort'
      ? whitelist.sortable
      : name === 'filter'
        ? whitelist.filterable
        : whitelist.searchable;
  if (fields.length === 0) {
    return null;
  }
  if (name === 'sort') {
    return {
      description: 'field::asc or field::desc, of the fields this list sorts by',
      schema: { type: 'string', enum: fields.flatMap((f) => [`${f}::asc`, `${f}::desc`]) },
    };
  }
  return {
    description:
      name === 'filter'
        ? `field::value pairs joined by |, of the fields this list filters by: ${fields.join(', ')}`
        : `field::text pairs joined by |, of the fields this list searches: ${fields.join(', ')}`,
    schema: {
      type: 'string',
      maxLength: 1000,
      pattern: pairsPattern(fields),
      [LIST_FIELDS]: fields,
    },
  };
}

/**
 * A list operation's query parameters with `sort`, `filter` and `search` narrowed to its
 * definition's fields (an enum, or a pattern and the fields for the client generator); one the
 * list declares no field for is left out, since any value of it is refused.
 */
export function listParameters<P extends QueryParameter>(
  parameters: readonly P[],
  whitelist: ListWhitelist,
): P[] {
  return parameters.flatMap((parameter) => {
    if (parameter.in !== 'query' || !['sort', 'filter', 'search'].includes(parameter.name)) {
      return [parameter];
    }
    const narrowed = listParameter(parameter.name, whitelist);
    return narrowed ? [{ ...parameter, ...narrowed }] : [];
  });
}
