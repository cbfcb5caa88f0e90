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
