import type { Executor } from '../db/executor';
import { randomCode } from '../lib/secrets';
import { insertAccessCodeIfFree } from '../repositories/accessCodes';

const HALF = 4;

/** A fresh access code `ABCD-EFGH` (spec: the separator symbol is a dash), unique in the table. */
export async function createGeneratedAccessCode(
  db: Executor,
  createdFor: number | null,
): Promise<{ id: number; code: string }> {
  for (;;) {
    const code = `${randomCode(HALF)}-${randomCode(HALF)}`;
    const id = await insertAccessCodeIfFree(db, code, createdFor);
    if (id !== null) {
      return { id, code };
    }
  }
}
