import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { createDatabase, type DatabaseTarget } from '../../../server/db/connect';
import type { Database } from '../../../server/db/database';
import { onServer, withDatabase } from './postgresServer';

export interface TestDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by `TEST_POSTGRES_URL` (the suite runs once for each). Both are
 * copies of the one the suite migrated at its start (globalSetup.ts).
 */
export async function createTestDatabase(
  options: Pick<DatabaseTarget, 'log'> = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) {
    const db = createDatabase({
      ...options,
      dataDir: 'memory://',
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const db = createDatabase({ ...options, url: withDatabase(serverUrl, name), poolSize: 4 });
  return {
    db,
    kind: 'postgres',
    drop: async () => {
      await db.destroy();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
