import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { randomCode } from '../lib/secrets';

const HALF = 4;

/** A fresh access code `ABCD-EFGH` (spec: the separator symbol is a dash), unique in the table. */
export async function createGeneratedAccessCode(
  db: Executor,
  createdFor: number | null,
): Promise<{ id: number; code: string }> {
  for (;;) {
    const code = `${randomCode(HALF)}-${randomCode(HALF)}`;
    const inserted = await sql<{ id: number }>`
      INSERT INTO access_codes (code, created_for, assigned_at)
      VALUES (${code}, ${createdFor}, ${createdFor === null ? null : new Date()})
      ON CONFLICT (code) DO NOTHING
      RETURNING id`.execute(db);
    const row = inserted.rows[0];
    if (row) {
      return { id: row.id, code };
    }
  }
}
