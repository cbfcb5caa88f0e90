import type { Executor } from '../db/executor';

export function findCaseManagerByUserId(db: Executor, userId: number) {
  return db
    .selectFrom('case_managers')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findCaseManagersByUuid(db: Executor, uuids: string[]) {
  if (uuids.length === 0) {
    return Promise.resolve([]);
  }
  return db.selectFrom('case_managers').selectAll().where('uuid', 'in', uuids).execute();
}

export async function insertCaseManager(
  db: Executor,
  userId: number,
  designation: string | null,
): Promise<number> {
  const row = await db
    .insertInto('case_managers')
    .values({ user_id: userId, designation })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The case-manager id of a user, or null when they have no case-manager record. */
export async function findCaseManagerId(db: Executor, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('case_managers')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findCaseManagerIdByUuid(
  db: Executor,
  uuid: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('case_managers')
    .select('id')
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row?.id;
}

export async function caseManagerExists(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('case_managers')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addCaseManagerToCompany(
  db: Executor,
  caseManagerId: number,
  companyId: number,
): Promise<void> {
  await db
    .insertInto('case_manager_companies')
    .values({ case_manager_id: caseManagerId, company_id: companyId })
    .execute();
}
