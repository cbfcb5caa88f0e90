import type { ListWhitelist } from '../../core/resourceDefinition';

interface QueryParameter {
  name: string;
  in: string;
  description?: string;
  style?: string;
  explode?: boolean;
  schema?: Record<string, unknown>;
}

/**
 * `filter` and `search` as a list of `{field, value}` pairs whose field is one of the list's
 * declared fields: a client generated from the document (openapi-typescript) types the field as
 * their union, so a call naming another one fails its type check wherever it stands. Neither a
 * pattern over the joined text (typed as a plain string) nor an object keyed by the fields (an
 * extra key passes where the call's type is inferred, as openapi-fetch's is) would. On the wire
 * the pairs stay the list dialect's (core/listDialect.ts): pipe-delimited, each written
 * `field::value`, which the description says since OpenAPI has no style for it.
 */
function pairsParameter(fields: readonly string[], verb: string): Partial<QueryParameter> {
  return {
    description:
      'field::value pairs joined by | (a value escapes | and \\ with \\), of the fields this ' +
      `list ${verb}: ${fields.join(', ')}`,
    style: 'pipeDelimited',
    explode: false,
    schema: {
      type: 'array',
      maxItems: fields.length,
      items: {
        type: 'object',
        properties: { field: { type: 'string', enum: fields }, value: { type: 'string' } },
        required: ['field', 'value'],
        additionalProperties: false,
      },
    },
  };
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
  return pairsParameter(fields, name === 'filter' ? 'filters by' : 'searches');
}

/**
 * A list operation's query parameters with `sort`, `filter` and `search` narrowed to its
 * definition's fields (an enum, or pairs naming one of the fields); one the list declares no field
 * for is left out, since any value of it is refused.
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
