import type { Executor } from '../db/executor';

export async function companyExists(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
