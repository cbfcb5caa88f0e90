import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/**
 * Tables whose row count the database keeps in `list_totals` (migration
 * 2026-11-21-20-list-indexes): the count of an unfiltered list over one of them, read instead
 * of counted.
 */
export type CountedTable = 'users' | 'case_managers' | 'charges' | 'access_codes' | 'mails';

export async function readListTotal(db: Executor, table: CountedTable): Promise<number> {
  const result = await sql<{ total: number }>`
    SELECT total FROM list_totals WHERE name = ${table}`.execute(db);
  const row = result.rows[0];
  if (!row) {
    throw new Error(`No maintained total for ${table}`);
  }
  return Number(row.total);
}
