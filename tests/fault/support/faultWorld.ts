import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import type { Database } from '../../../server/db/database';
import { startApi, type ApiProcess } from './apiProcess';
import { connect, PASSWORD, staff } from './fixtures';
import { signIn } from './http';
import { createCluster, type PostgresCluster } from './postgresCluster';
import { saveTally, type Tally } from './tally';

/** What most fault files start from: their own PostgreSQL, one API on it, a signed-in admin. */
export interface FaultWorld {
  cluster: PostgresCluster;
  api: ApiProcess;
  db: Kysely<Database>;
  admin: { email: string; id: number };
  token: string;
}

export async function startFaultWorld(): Promise<FaultWorld> {
  const cluster = await createCluster();
  await cluster.start();
  const api = await startApi({ databaseUrl: cluster.url });
  const db = connect(cluster.url);
  const admin = await staff(db, 'AD');
  const token = await signIn(api.url, admin.email, PASSWORD);
  return { cluster, api, db, admin, token };
}

/** Saves the file's tally for the suite's closing line, then tears down whatever was started. */
export async function stopFaultWorld(
  world: Partial<FaultWorld> | undefined,
  name: string,
  tally: Tally,
): Promise<void> {
  saveTally(inject('faultTallyDir'), name, tally);
  await world?.api?.stop('SIGKILL');
  await world?.db?.destroy();
  await world?.cluster?.destroy();
}
