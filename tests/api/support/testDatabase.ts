import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { createDatabase } from '../../../server/db/connect';
import type { Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';

export interface TestDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by `TEST_POSTGRES_URL` (the suite runs once for each).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) {
    const db = createDatabase({ dataDir: 'memory://' });
    await migrateToLatest(db);
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ url: url.toString(), poolSize: 4 });
  await migrateToLatest(db);
  return {
    db,
    kind: 'postgres',
    drop: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
