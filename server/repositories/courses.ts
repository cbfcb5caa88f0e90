import type { Executor } from '../db/executor';

/** The app's courses by name: a short list. */
export function listCourses(db: Executor) {
  return db.selectFrom('courses').select(['id', 'name']).orderBy('name').execute();
}
