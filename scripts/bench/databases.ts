import { rmSync } from 'node:fs';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { createDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';

export const POSTGRES_SERVER =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/';
/** Overridable so that two runs on one server (two people's slices) do not drop each other's. */
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench';
/**
 * The usual settings of a PostgreSQL whose data sits in memory and that serves many short
 * queries: index probes cost about what a sequential read does, and no parallel workers for
 * queries of a few milliseconds (on two cores they only add start-up cost under load). The
 * README recommends the same for deployments; the benchmark prints them. PGlite keeps them in its
 * data folder (`ALTER SYSTEM`), as it reads no per-database settings.
 */
export const PLANNER_SETTINGS = ['random_page_cost = 1.1', 'max_parallel_workers_per_gather = 0'];
export const PGLITE_DIR = '.bench/pglite-data';

export function postgresUrl(database = BENCH_DATABASE): string {
  const url = new URL(POSTGRES_SERVER);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The benchmark's own database on the server, always created afresh; never `test`. */
export async function freshPostgres(): Promise<Kysely<Database>> {
  await dropPostgres();
  await onServer(`CREATE DATABASE ${BENCH_DATABASE}`);
  for (const setting of PLANNER_SETTINGS) {
    await onServer(`ALTER DATABASE ${BENCH_DATABASE} SET ${setting}`);
  }
  const db = createDatabase({ url: postgresUrl(), poolSize: 2 });
  await migrateToLatest(db);
  return db;
}

export function dropPostgres(): Promise<void> {
  return onServer(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
}

/** A PGlite folder of its own, emptied first. */
export async function freshPglite(): Promise<Kysely<Database>> {
  rmSync(PGLITE_DIR, { recursive: true, force: true });
  const db = createDatabase({ dataDir: PGLITE_DIR });
  await migrateToLatest(db);
  for (const setting of PLANNER_SETTINGS) {
    await sql.raw(`ALTER SYSTEM SET ${setting}`).execute(db);
  }
  return db;
}
