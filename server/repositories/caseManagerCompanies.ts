import type { Executor } from '../db/executor';

/** The companies among `ids` that exist. */
export async function existingCompanyIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await db.selectFrom('companies').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** A case manager belongs to exactly these companies afterwards (several are allowed). */
export async function setCaseManagerCompanies(
  db: Executor,
  caseManagerId: number,
  companyIds: number[],
): Promise<void> {
  await db
    .deleteFrom('case_manager_companies')
    .where('case_manager_id', '=', caseManagerId)
    .execute();
  // A company named twice is one membership (the link's key would refuse the second).
  const distinct = [...new Set(companyIds)];
  if (distinct.length > 0) {
    await db
      .insertInto('case_manager_companies')
      .values(distinct.map((id) => ({ case_manager_id: caseManagerId, company_id: id })))
      .execute();
  }
}
