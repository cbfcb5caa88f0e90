import { cpSync, existsSync } from 'node:fs';
import { readConfig } from '../../server/config';
import { createDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoIfEmpty } from '../../server/db/seed/demo';

/**
 * One worker's portal (playwright.config.ts): the real server on a copy of the run's seeded
 * database. Migrating and seeding the demo data is most of a portal's start, and every portal of
 * a run starts from the same demo data: the first portal seeds it once, into `E2E_SEED_DIR`
 * (which its command empties first), and each portal copies that folder (with its keys: the
 * stored codes' digests are keyed) into its own `DATA_DIR` and `KEYS_DIR`. The server then
 * finds its database migrated and seeded, and starts as on a database of its own.
 */

/** A folder playwright.config.ts names for this portal. */
function folder(name: 'E2E_SEED_DIR' | 'DATA_DIR' | 'KEYS_DIR'): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is unset: playwright.config.ts sets it for each portal`);
  }
  return value;
}

const seedDir = folder('E2E_SEED_DIR');
const dataDir = folder('DATA_DIR');
const keysDir = folder('KEYS_DIR');
const seededData = `${seedDir}/data`;
const seededKeys = `${seedDir}/keys`;

/** Migrates and seeds the run's database, then closes it so that it can be copied. */
async function seed(): Promise<void> {
  const config = readConfig({ ...process.env, DATA_DIR: seededData, KEYS_DIR: seededKeys });
  const db = createDatabase({ dataDir: config.dataDir });
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, config);
  await db.destroy();
}

// Playwright starts the web servers one after another: the first portal seeds, the others copy.
if (!existsSync(seedDir)) {
  await seed();
}
cpSync(seededData, dataDir, { recursive: true });
cpSync(seededKeys, keysDir, { recursive: true });
await import('../../server/server');
