import type { Kysely } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { Database } from './database';
import { lockMigrations } from './migrationLock';
import { migrations } from './migrations/index';

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/**
 * Applies the pending migrations in one transaction that holds the migration lock from its first
 * statement, so processes starting together take turns (and do not race to create Kysely's own
 * tables), and the lock ends with the transaction even through a transaction-mode pooler.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockMigrations(trx);
    const { error, results } = await new Migrator({ db: trx, provider }).migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      const cause = error instanceof Error ? error : new Error(String(error));
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, {
        cause,
      });
    }
  });
}
