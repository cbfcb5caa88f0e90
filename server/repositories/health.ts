import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** Resolves while the database answers a trivial statement; rejects otherwise. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
