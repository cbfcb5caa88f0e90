import pg from 'pg';
import { StatementNames } from './statementNames';

// One set of names for every pooled connection: a name always stands for the same text.
const names = new StatementNames();

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
      const name = names.nameOf(text);
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
