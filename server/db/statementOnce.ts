import { CompiledQuery, type Compilable, type QueryResult, type RawBuilder } from 'kysely';
import type { Executor } from './executor';

/**
 * Where one of a statement's values goes, while the statement is built and compiled. Turned into
 * text or a number (a value transformed, where the statement would keep the stand-in's result),
 * it throws.
 */
class StandIn {
  constructor(readonly index: number) {}
  toString(): never {
    throw new Error(`statementOnce: value ${this.index} was used, not bound as a parameter`);
  }
  valueOf(): never {
    return this.toString();
  }
  toJSON(): never {
    return this.toString();
  }
}

/**
 * A statement whose text is the same on every call, built and compiled once; each run binds its
 * values. Kysely builds and compiles every statement anew otherwise, about a sixth of the API's
 * CPU on a list call (docs/benchmark.md), and the driver looks a new text up by hashing all of it.
 *
 * `build` receives stand-ins for its values (`arity` of them, in order) and must place each in
 * the statement as a value, as it is: never transformed, joined into text or branched on. The
 * first compile checks that every stand-in came out as a bound parameter. Every database here
 * speaks PostgreSQL, so the text compiled by the first executor serves them all.
 */
export function statementOnce<Args extends unknown[], Row>(
  arity: Args['length'],
  build: (db: Executor, ...args: Args) => Compilable<Row> | RawBuilder<Row>,
): (db: Executor, ...args: Args) => Promise<QueryResult<Row>> {
  // The builder is let go once compiled: a statement kept for a request (listRoute) holds
  // nothing of that request.
  let state: { build: typeof build } | { sql: string; parameters: readonly unknown[] } = { build };
  const compileWith = (db: Executor, from: typeof build) => {
    const standIns = Array.from({ length: arity }, (_, index) => new StandIn(index));
    const statement = from(db, ...(standIns as unknown as Args));
    const query = 'isRawBuilder' in statement ? statement.compile(db) : statement.compile();
    const placed = new Set(
      query.parameters.flatMap((value) => (value instanceof StandIn ? [value.index] : [])),
    );
    if (placed.size !== arity) {
      throw new Error(`statementOnce: ${arity - placed.size} value(s) not bound as parameters`);
    }
    return { sql: query.sql, parameters: query.parameters };
  };
  return async (db, ...args) => {
    if ('build' in state) {
      state = compileWith(db, state.build);
    }
    const values = state.parameters.map((value) =>
      value instanceof StandIn ? args[value.index] : value,
    );
    return await db.executeQuery<Row>(CompiledQuery.raw(state.sql, values));
  };
}
