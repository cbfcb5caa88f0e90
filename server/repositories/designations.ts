import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** The stored designation list grows with what users type (spec section 3). */
export async function rememberDesignation(db: Executor, name: string): Promise<void> {
  await sql`INSERT INTO designations (name) VALUES (${name.trim()}) ON CONFLICT DO NOTHING`.execute(
    db,
  );
}
