import type { Executor } from '../db/executor';

/** The module catalogue in reading order. */
export function listModules(db: Executor) {
  return db
    .selectFrom('modules')
    .select(['id', 'name', 'description', 'duration_minutes', 'total_pages'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findModule(db: Executor, id: number) {
  return db
    .selectFrom('modules')
    .select(['id', 'total_pages'])
    .where('id', '=', id)
    .executeTakeFirst();
}
