import { PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import type { CapturedQuery } from './capturedQuery';

export interface SqlRecorder {
  /** Add to a Kysely instance with `withPlugin`. */
  plugin: KyselyPlugin;
  start: () => void;
  /** The statements sent since `start`, in order; recording stops. */
  stop: () => CapturedQuery[];
}

/** Records the SQL a Kysely instance sends, compiled as the PostgreSQL dialects compile it. */
export function createSqlRecorder(): SqlRecorder {
  const compiler = new PostgresQueryCompiler();
  let recording: CapturedQuery[] | null = null;
  return {
    plugin: {
      transformQuery({ node, queryId }) {
        if (recording) {
          const compiled = compiler.compileQuery(node, queryId);
          recording.push({ sql: compiled.sql, parameters: [...compiled.parameters] });
        }
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    },
    start: () => {
      recording = [];
    },
    stop: () => {
      const queries = recording ?? [];
      recording = null;
      return queries;
    },
  };
}
