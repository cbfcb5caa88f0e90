import { randomBytes } from 'node:crypto';

/** One statement the API sent while serving a recorded request, with its bound values. */
export interface CapturedQuery {
  sql: string;
  parameters: unknown[];
}

const secretLike = /^[0-9a-f]{32,}$|^[\w-]{40,}$/i;

/**
 * A write replayed as is would hit unique keys (a refresh token's hash); each replay of an
 * INSERT gets fresh values where the API wrote a random secret, so it does the same work.
 */
export function freshWrites(query: CapturedQuery): CapturedQuery {
  if (!/^\s*insert\b/i.test(query.sql)) {
    return query;
  }
  const secrets = query.parameters.map((p) => typeof p === 'string' && secretLike.test(p));
  if (!secrets.includes(true)) {
    return query;
  }
  return {
    sql: query.sql,
    get parameters() {
      return query.parameters.map((p, i) => (secrets[i] ? randomBytes(32).toString('hex') : p));
    },
  };
}
