import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { englishMessages } from '../../i18n/en';
import { ApiError } from './apiError';
import { FOREIGN_KEY_VIOLATION } from './constraintErrors';
import { translate } from './translate';

/** The tables whose rows a refused delete names (`portal.editing.referenced_by.<table>`). */
const namedTables = englishMessages.portal.editing.referenced_by;

/**
 * How many rows of `table` refer to the record `id` through the foreign key `constraint` (its
 * first column): read from the catalogue, so every resource's delete can say it.
 */
async function referringCount(
  db: Executor,
  table: string,
  constraint: string,
  id: string | number,
): Promise<number | undefined> {
  const column = await sql<{ name: string }>`
    SELECT a.attname AS name FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.conname = ${constraint} AND c.conrelid = to_regclass(${table})`.execute(db);
  const name = column.rows[0]?.name;
  if (name === undefined) {
    return undefined;
  }
  const counted = await sql<{ count: string }>`
    SELECT count(*) AS count FROM ${sql.table(table)}
    WHERE ${sql.ref(name)} = ${Number(id)}`.execute(db);
  return Number(counted.rows[0]?.count ?? 0);
}

/**
 * The 409 of a delete of `id` that other rows still refer to (PostgreSQL 23503, naming the
 * referring table and foreign key: `Key (id)=(5) is still referenced from table "charges".`):
 * its message names those records and how many there are
 * (`portal.editing.referenced_by.<table>`), or says only that the record is in use for a table
 * without a label. Undefined for any other error. Call it once the delete's transaction has
 * ended: the count is read with `db`.
 */
export async function deleteConflictOf(
  db: Executor,
  error: unknown,
  id: string | number,
): Promise<ApiError | undefined> {
  const { code, table, constraint } = error as {
    code?: unknown;
    table?: unknown;
    constraint?: unknown;
  };
  if (code !== FOREIGN_KEY_VIOLATION) {
    return undefined;
  }
  const named = typeof table === 'string' && Object.hasOwn(namedTables, table) ? table : undefined;
  const count =
    named !== undefined && typeof constraint === 'string'
      ? await referringCount(db, named, constraint, id)
      : undefined;
  return ApiError.conflict(
    count === undefined
      ? translate('portal.editing.in_use')
      : translate(`portal.editing.referenced_by.${named}`, { count }),
  );
}
