import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { courses } from '../../../resources/courses';
import { ApiError } from '../../lib/apiError';
import { UNIQUE_VIOLATION } from '../../lib/constraintErrors';
import { deleteConflictOf } from '../../lib/deleteConflict';
import { defineListSource } from '../../lib/listQuery';
import { auditResourceWrite, type ResourceWrite } from '../../lib/plainTableMapping';
import { defineResourceMapping } from '../../lib/resourceMapping';
import { currentLanguage, translate } from '../../lib/translate';
import { catalogueName } from '../catalogueName';

/** What the forms send: the English name and the isiZulu one (null: none, read as the English). */
interface CourseFields {
  name?: string;
  nameZu?: string | null;
}

/**
 * A course's name in the reader's language, built when a statement is (within the request), so
 * the list sorts and searches the names it shows. A kept page is kept per language (keptPages).
 */
const readerName: Expression<string> = {
  get expressionType() {
    return undefined;
  },
  toOperationNode: () => catalogueName('courses', currentLanguage()).toOperationNode(),
};

/**
 * A taken name (courses_name_key, or courses_zulu_name_key on the isiZulu one) as a 409: the
 * isiZulu index is on an expression, whose detail names no column for `uniqueConflictOf`.
 */
function takenName(error: unknown): ApiError | undefined {
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  if (code !== UNIQUE_VIOLATION) {
    return undefined;
  }
  const message = translate('portal.editing.conflict');
  const field = String(detail).includes('translated_names') ? 'nameZu' : 'name';
  return ApiError.conflict(message, { [field]: [message] });
}

/** The isiZulu name as `translated_names` is changed by it: set, or removed by a null. */
const withZulu = (nameZu: string | null) =>
  nameZu === null
    ? sql<string>`courses.translated_names - 'zu'`
    : sql<string>`courses.translated_names || jsonb_build_object('zu', ${nameZu}::text)`;

const audit = (
  db: Kysely<Database>,
  actorUserId: number,
  action: ResourceWrite,
  id: string | number,
  fields: string[],
) => auditResourceWrite(db, courses.name, actorUserId, action, id, fields);

/**
 * The app's courses, for every signed-in user, named in the reader's language; administrators
 * edit both names (the isiZulu one in `translated_names`, migration 2026-11-27-10-catalogue-names).
 */
export default defineResourceMapping({
  source: defineListSource({
    definition: courses,
    sort: { name: readerName },
    search: { name: readerName },
    filter: {},
    tieBreaker: sql.ref('courses.id'),
  }),
  rows: (db) =>
    db.selectFrom('courses').select(['courses.id', sql<string>`${readerName}`.as('name')]),
  present: (row) => row,
  // As administrators edit it: the English name, and the isiZulu one apart.
  find: (db, id) =>
    db
      .selectFrom('courses')
      .select(['id', 'name', sql<string | null>`translated_names ->> 'zu'`.as('nameZu')])
      .where('id', '=', Number(id))
      .executeTakeFirst(),
  create: (db, { user }, body: CourseFields) =>
    db.transaction().execute(async (trx) => {
      try {
        const { id } = await trx
          .insertInto('courses')
          .values({
            name: body.name ?? '',
            translated_names: JSON.stringify(body.nameZu ? { zu: body.nameZu } : {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, user.id, 'create', id, Object.keys(body));
        return id;
      } catch (error) {
        throw takenName(error) ?? error;
      }
    }),
  update: (db, { user }, id, body: CourseFields) =>
    db.transaction().execute(async (trx) => {
      const fields = Object.keys(body);
      try {
        const changed = await trx
          .updateTable('courses')
          .set({
            ...(body.name === undefined ? {} : { name: body.name }),
            ...(body.nameZu === undefined ? {} : { translated_names: withZulu(body.nameZu) }),
          })
          .where('id', '=', Number(id))
          .returning('id')
          .executeTakeFirst();
        if (!changed) {
          return false;
        }
        await audit(trx, user.id, 'update', id, fields);
        return true;
      } catch (error) {
        throw takenName(error) ?? error;
      }
    }),
  remove: async (db, { user }, id) => {
    try {
      return await db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('courses')
          .where('id', '=', Number(id))
          .returning('id')
          .executeTakeFirst();
        if (deleted) {
          await audit(trx, user.id, 'delete', id, []);
        }
        return deleted !== undefined;
      });
    } catch (error) {
      throw (await deleteConflictOf(db, error, id)) ?? error;
    }
  },
});
