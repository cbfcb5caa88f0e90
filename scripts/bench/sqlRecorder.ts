import type { LogEvent } from 'kysely';
import type { CapturedQuery } from './capturedQuery';

export interface SqlRecorder {
  /** Kysely's `log` for the database the API runs on (`createDatabase({ log })`). */
  log: (event: LogEvent) => void;
  start: () => void;
  /** The statements run since `start`, in the order they finished; recording stops. */
  stop: () => CapturedQuery[];
}

/**
 * Records the SQL a Kysely instance ran, as it was sent: built by a query builder or compiled
 * once (`statementOnce`). Kysely logs a statement when it has run, so a builder nested in another
 * (a subquery) is never recorded on its own.
 */
export function createSqlRecorder(): SqlRecorder {
  let recording: CapturedQuery[] | null = null;
  return {
    log: (event) => {
      if (recording && event.level === 'query') {
        recording.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
      }
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
