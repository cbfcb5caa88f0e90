import { sql, type RawBuilder } from 'kysely';

/**
 * Tables whose row count the database keeps in `list_totals` (migration
 * 2026-11-21-20-list-indexes): the count of an unfiltered list over one of them, read instead
 * of counted.
 */
export type CountedTable = 'users' | 'case_managers' | 'charges' | 'access_codes' | 'mails';

/** A table's maintained row count, as the page statement of its unfiltered list selects it. */
export function listTotal(table: CountedTable): RawBuilder<number> {
  return sql<number>`(SELECT total FROM list_totals WHERE name = ${table})`;
}
