import createClient, { type Client } from 'openapi-fetch';
import type { FastifyInstance } from 'fastify';
import { formatPairs } from '../../../core/listDialect';
import type { paths } from '../../../src/types/openapi';

interface Pair {
  field: string;
  value: string;
}

/**
 * A query string in the list dialect: the document types a list's `filter` and `search` as
 * `{field, value}` pairs, and says they are written `field::value` and joined by `|`.
 */
function listDialectQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const pairs = value as Pair[];
      params.set(name, formatPairs(Object.fromEntries(pairs.map((p) => [p.field, p.value]))));
    } else if (typeof value === 'string' || typeof value === 'number') {
      params.set(name, String(value));
    }
  }
  return params.toString();
}

/**
 * A client generated from the OpenAPI document (openapi-fetch over src/types/openapi.ts) that
 * calls the test app through `inject`, so every answer is also held to the document. Typed for
 * JSON (`application/json`): a list's CSV alternative stays out of its answer's type.
 */
export function typedClient(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): Client<paths, 'application/json'> {
  return createClient<paths, 'application/json'>({
    baseUrl: 'http://api.test',
    headers,
    querySerializer: listDialectQuery,
    fetch: async (request) => {
      const url = new URL(request.url);
      const body = await request.text();
      const answer = await app.inject({
        method: request.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        ...(body === '' ? {} : { payload: body }),
      });
      return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: answer.headers as Record<string, string>,
      });
    },
  });
}
