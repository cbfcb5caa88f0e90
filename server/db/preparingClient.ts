import pg from 'pg';

/**
 * At most this many distinct statement texts get a name; the rest run unnamed. The API sends a
 * few hundred (a text per list filter combination), so the cap only guards against a text built
 * with a varying number of placeholders growing every connection's statement cache for ever.
 */
const MAX_NAMED_STATEMENTS = 2_000;

const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) {
    return known;
  }
  const name = `portal_${names.size}`;
  names.set(text, name);
  return name;
}

/**
 * A pg client that prepares each parameterised statement once per connection and binds it after:
 * PostgreSQL then skips parsing, and after five runs keeps a generic plan where one serves every
 * value as well as a fresh plan would (`plan_cache_mode = auto`). For a list call, parsing and
 * planning were two thirds of the database's time (README, Benchmark). Statements without
 * values (migrations, transaction control, several statements in one text) keep the simple
 * protocol, and cursors (exports) keep theirs.
 */
export class PreparingClient extends pg.Client {
  // pg's `query` has a dozen overloads; only its (text, values) form changes, and every other
  // call is passed through as it came.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [text, values, ...callback] = args as [unknown, unknown, ...unknown[]];
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(text);
      if (name !== undefined) {
        // pg.Pool's own `query` passes a callback; Kysely awaits the promise.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        return (super.query as (...a: any[]) => any)({ name, text, values }, ...callback);
      }
    }
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-explicit-any
    return (super.query as (...a: any[]) => any)(...args);
  }
}
