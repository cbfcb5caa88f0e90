import type { Executor } from '../db/executor';
import type { Language } from '../../core/languages';
import { catalogueName } from './catalogueName';

/** The app's courses by name in the reader's `language`: a short list. */
export function listCourses(db: Executor, language: Language) {
  const name = catalogueName('courses', language);
  return db
    .selectFrom('courses')
    .select(['id', name.as('name')])
    .orderBy(name)
    .execute();
}
