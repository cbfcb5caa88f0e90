import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PGliteDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDatabase, openPGlite } from '../../../server/db/connect';
import type { Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { onServer, withDatabase } from './postgresServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder, migrated, as a tar file every test file's database starts from. */
    pgliteTemplate: string;
    /** The migrated database on `TEST_POSTGRES_URL`'s server every test file's is created from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run, not once per test file: each file's database is a copy of this one
 * (PGlite loads the dumped folder, PostgreSQL creates from a template), which skips every
 * migration per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's own server (vitest.config.ts's api-postgres), else the one the caller named.
  const serverUrl =
    String(project.config.env.TEST_POSTGRES_URL ?? '') || process.env.TEST_POSTGRES_URL;
  if (serverUrl) {
    const name = `portal_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const db = createDatabase({ url: withDatabase(serverUrl, name), poolSize: 1 });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const pglite = openPGlite('memory://');
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const dir = mkdtempSync(join(tmpdir(), 'api-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}
