import { englishMessages } from '../../i18n/en';
import { ApiError } from './apiError';
import { translate } from './translate';

const FOREIGN_KEY_VIOLATION = '23503';

/** The tables whose rows a refused delete names (`portal.editing.referenced_by.<table>`). */
const namedTables = englishMessages.portal.editing.referenced_by;

/**
 * The 409 of a delete another row still refers to (PostgreSQL 23503, whose detail names the
 * referring table: `Key (id)=(5) is still referenced from table "charges".`), its message naming
 * those records (`portal.editing.referenced_by.<table>`), or saying only that the record is in
 * use for a table without a label. Undefined for any other error.
 */
export function deleteConflictOf(error: unknown): ApiError | undefined {
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  if (code !== FOREIGN_KEY_VIOLATION) {
    return undefined;
  }
  const table = /referenced from table "(\w+)"/.exec(typeof detail === 'string' ? detail : '')?.[1];
  return ApiError.conflict(
    translate(
      table !== undefined && Object.hasOwn(namedTables, table)
        ? `portal.editing.referenced_by.${table}`
        : 'portal.editing.in_use',
    ),
  );
}
