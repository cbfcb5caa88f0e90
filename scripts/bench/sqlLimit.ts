import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openPGlite } from '../../server/db/connect';
import { PreparingClient } from '../../server/db/preparingClient';
import type { CapturedQuery } from './capturedQuery';
import { CONNECTIONS } from './httpDriver';
import type { Run } from './measurement';

/** Something that runs one statement: a pg pool or the embedded PGlite. */
export interface SqlRunner {
  run: (query: CapturedQuery) => Promise<unknown>;
  close: () => Promise<void>;
}

/** Each statement prepared once per connection, as the API's pool does: the best way to send it. */
export function postgresRunner(url: string): SqlRunner {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS, Client: PreparingClient });
  return {
    run: (q) => pool.query(q.sql, q.parameters),
    close: () => pool.end(),
  };
}

/** PGlite has one connection; the 16 workers queue on it, as the API's requests do. */
export async function pgliteRunner(dataDir: string): Promise<SqlRunner> {
  const db = openPGlite(dataDir);
  await db.waitReady;
  return {
    run: (q) => db.query(q.sql, q.parameters),
    close: () => db.close(),
  };
}

/**
 * The limit of one call: the statements the API sent for it, with the same values, run back to
 * back by 16 concurrent workers (autocannon's 16 connections), for a time or a number of calls.
 */
export async function driveSql(
  runner: SqlRunner,
  queries: CapturedQuery[],
  length: { seconds: number } | { calls: number },
): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const end = 'seconds' in length ? performance.now() + length.seconds * 1000 : Infinity;
  let left = 'calls' in length ? length.calls : Infinity;
  const worker = async () => {
    while (performance.now() < end && left-- > 0) {
      const start = performance.now();
      try {
        for (const query of queries) {
          await runner.run(query);
        }
        latencies.push(performance.now() - start);
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return {
    latencies,
    seconds: (performance.now() - started) / 1000,
    errors,
    ...(firstError === undefined ? {} : { firstError }),
  };
}
