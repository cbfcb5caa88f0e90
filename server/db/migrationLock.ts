import { PostgresAdapter, PostgresDialect, sql, type QueryExecutorProvider } from 'kysely';

/** Kysely's own key for its PostgreSQL migration lock, so an older process still waits on it. */
const MIGRATION_LOCK_ID = BigInt('3853314791062309107');

/**
 * Holds the migration lock until the transaction ends (COMMIT or ROLLBACK, or the connection
 * closing). Kysely 0.29 takes a session lock and frees it with a second statement; behind
 * PgBouncer in transaction mode those two can reach different server connections, so the lock
 * stays held on a pooled connection and every later start waits on it for an hour.
 */
export async function lockMigrations(trx: QueryExecutorProvider): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_ID)})`.execute(trx);
}

/** Kysely's adapter with the migration lock above (re-entrant within the transaction). */
class TransactionLockAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: QueryExecutorProvider): Promise<void> {
    await lockMigrations(db);
  }

  /** Freed by the end of the migration's transaction: nothing to send. */
  override async releaseMigrationLock(): Promise<void> {}
}

/** `PostgresDialect` whose migrations lock for their transaction only (see `lockMigrations`). */
export class TransactionLockPostgresDialect extends PostgresDialect {
  override createAdapter(): PostgresAdapter {
    return new TransactionLockAdapter();
  }
}
