import { parse, PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { StatementNames } from './statementNames';

const { serialize } = protocol;

function concat(messages: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
  let offset = 0;
  for (const message of messages) {
    whole.set(message, offset);
    offset += message.length;
  }
  return whole;
}

/**
 * The embedded database, sending a parameterised statement as the PostgreSQL pool does
 * (preparingClient.ts): prepared once under a name, then bound, described and run in one pass
 * through the WebAssembly backend. PGlite's own `query` makes five passes per statement (parse,
 * describe, bind, describe, run) and parses and plans it every time. Statements without values,
 * with options beyond the row mode, and those in a transaction (PGlite's `tx.query`) go its way.
 */
export class PreparingPGlite extends PGlite {
  readonly #names = new StatementNames();
  /** Parameter types of the statements this database has prepared, by name. */
  readonly #prepared = new Map<string, number[]>();

  override async query<T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const name = params?.length && onlyRowMode(options) ? this.#names.nameOf(text) : undefined;
    if (!params || name === undefined) {
      return super.query<T>(text, params, options);
    }
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const types = await this.#prepare(name, text);
        const values = params.map((value, index) => {
          if (value === null || value === undefined) {
            return null;
          }
          const serializer = this.serializers[types[index] ?? 0];
          // As PGlite's own query does: a type without a serializer takes the value's text.
          // eslint-disable-next-line @typescript-eslint/no-base-to-string
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await this.execProtocol(
          concat([
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await this.syncToFs();
        const [results] = parse.parseResults(messages, this.parsers, options) as Results<T>[];
        if (!results) {
          throw new Error(`PGlite answered no result for ${name}`);
        }
        return results;
      }),
    );
  }

  async #prepare(name: string, text: string): Promise<number[]> {
    const known = this.#prepared.get(name);
    if (known) {
      return known;
    }
    const { messages } = await this.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const types = parse.parseDescribeStatementResults(messages);
    this.#prepared.set(name, types);
    return types;
  }
}

function onlyRowMode(options: QueryOptions | undefined): boolean {
  return !options || Object.keys(options).every((key) => key === 'rowMode');
}
