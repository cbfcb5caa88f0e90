import { PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import type { CapturedQuery } from './capturedQuery';

export interface SqlRecorder {
  /** Add to a Kysely instance with `withPlugin`. */
  plugin: KyselyPlugin;
  start: () => void;
  /** The statements sent since `start`, in order; recording stops. */
  stop: () => CapturedQuery[];
}

/**
 * Records the SQL a Kysely instance sends, compiled as the PostgreSQL dialects compile it. A
 * query is recorded when its result comes back: a builder nested in another (a subquery) is
 * transformed too but never run, and the statement that ran is the last transform of its id.
 */
export function createSqlRecorder(): SqlRecorder {
  const compiler = new PostgresQueryCompiler();
  let recording: CapturedQuery[] | null = null;
  const compiledById = new Map<string, CapturedQuery>();
  return {
    plugin: {
      transformQuery({ node, queryId }) {
        if (recording) {
          const compiled = compiler.compileQuery(node, queryId);
          compiledById.set(queryId.queryId, {
            sql: compiled.sql,
            parameters: [...compiled.parameters],
          });
        }
        return node;
      },
      transformResult: ({ result, queryId }) => {
        const ran = compiledById.get(queryId.queryId);
        compiledById.delete(queryId.queryId);
        if (recording && ran) {
          recording.push(ran);
        }
        return Promise.resolve(result);
      },
    },
    start: () => {
      recording = [];
      compiledById.clear();
    },
    stop: () => {
      const queries = recording ?? [];
      recording = null;
      return queries;
    },
  };
}
