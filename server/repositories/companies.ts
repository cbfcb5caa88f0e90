import type { Executor } from '../db/executor';

export async function companyExists(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Whether case manager `caseManagerId` belongs to company `companyId`. */
export async function isOwnCompany(
  db: Executor,
  caseManagerId: number,
  companyId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('case_manager_companies')
    .select('company_id')
    .where('case_manager_id', '=', caseManagerId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}
