import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { createDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/database';
import { readCallParameters, type CallParameters } from './calls';
import { buildDataset, undoGrowth } from './dataset';
import type { Scale } from './scale';

/** Builds the dataset into a fresh database and reads the ids the calls need. */
export async function prepare(
  open: () => Promise<Kysely<Database>>,
  scale: Scale,
  passwordHash: string,
  log: (line: string) => void,
): Promise<CallParameters> {
  log('building the dataset');
  const db = await open();
  try {
    const start = performance.now();
    await buildDataset(db, scale, passwordHash);
    log(`  dataset built in ${((performance.now() - start) / 1000).toFixed(0)} s`);
    return await readCallParameters(db);
  } finally {
    await db.destroy();
  }
}

/**
 * The ids of a dataset kept from an earlier run (BENCH_KEEP), to iterate without rebuilding; its
 * mails and episodes back at `scale`, as that run grew them.
 */
export async function existingParameters(url: string, scale: Scale): Promise<CallParameters> {
  const db = createDatabase({ url, poolSize: 1 });
  try {
    await undoGrowth(db, scale);
    return await readCallParameters(db);
  } finally {
    await db.destroy();
  }
}
