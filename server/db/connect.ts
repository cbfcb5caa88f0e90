import { mkdirSync } from 'node:fs';
import { Kysely, PGliteDialect, type LogConfig } from 'kysely';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './database';
import { TransactionLockPostgresDialect } from './migrationLock';
import { PreparingClient } from './preparingClient';
import { PreparingPGlite } from './preparingPGlite';
import { RequestTransactionDialect } from './requestTransaction';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Ids and counts are bigint in SQL; as numbers they stay exact below 2^53, far above our sizes. */
const toNumber = (value: string): number => Number(value);

export interface DatabaseTarget {
  /** A PostgreSQL connection string; unset means embedded PGlite. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** A PGlite folder dumped by `dumpDataDir` to start from (tests copy one migrated database). */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * Prepare statements per connection (PreparingClient; default). Off for a pooler that hands a
   * session's statements to other connections: PgBouncer in transaction mode before 1.21.
   */
  prepare?: boolean;
  /** Kysely's log: every statement as it ran (the benchmark records a call's SQL with it). */
  log?: LogConfig;
}

const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The PostgreSQL pool behind a database made here (its metrics read it); none for PGlite. */
export function poolOf(db: Kysely<Database>): pg.Pool | undefined {
  return pools.get(db);
}

export function createDatabase(target: DatabaseTarget): Kysely<Database> {
  if (target.url) {
    pg.types.setTypeParser(INT8_OID, toNumber);
    pg.types.setTypeParser(NUMERIC_OID, toNumber);
    // A full pool fails fast (the API answers 503 with Retry-After) instead of queueing forever.
    const pool = new pg.Pool({
      connectionString: target.url,
      Client: target.prepare === false ? pg.Client : PreparingClient,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: 2_000,
    });
    // A lost connection (server crash or restart, network) emits 'error' on its client: the pool
    // catches it for idle clients, and nothing would for a client checked out between two
    // queries, so an unhandled 'error' event would end the process. The query in flight fails on
    // its own (503), and the pool drops the broken client when it is released.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    // `cursor` lets a query stream (`.stream()`): list exports read their rows in batches.
    const db = new Kysely<Database>({
      dialect: new RequestTransactionDialect(
        new TransactionLockPostgresDialect({ pool, cursor: Cursor }),
      ),
      ...(target.log ? { log: target.log } : {}),
    });
    pools.set(db, pool);
    return db;
  }
  const dataDir = target.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
  }
  return new Kysely<Database>({
    dialect: new RequestTransactionDialect(
      new PGliteDialect({ pglite: openPGlite(dataDir, target.loadDataDir) }),
    ),
    ...(target.log ? { log: target.log } : {}),
  });
}

/** The embedded database as the API opens it; anything else opening the folder must match. */
export function openPGlite(dataDir: string, loadDataDir?: Blob): PreparingPGlite {
  return new PreparingPGlite(dataDir, {
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
    // Trigram indexes serve the lists' `ILIKE '%text%'` searches (the list-indexes migration);
    // without the extension loaded, any write to an indexed table fails.
    extensions: { pg_trgm },
  });
}
