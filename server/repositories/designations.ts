import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** A supporter's designation when none is given (spec section 3). */
export const DEFAULT_DESIGNATION = 'Case manager';
/** Spec section 3: the stored list defaults to case managers and OT, offered first. */
export const DEFAULT_DESIGNATIONS = [DEFAULT_DESIGNATION, 'OT'];

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Trimmed with inner runs of spaces collapsed, so `OT ` and ` OT` are one entry. */
export function normalisedDesignation(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * The stored designation list grows with what users type (spec section 3): each name once, in
 * any case (a unique index on `lower(name)`); a blank name is not one.
 */
export async function rememberDesignation(db: Executor, name: string): Promise<void> {
  const normalised = normalisedDesignation(name);
  if (normalised === '') {
    return;
  }
  await sql`INSERT INTO designations (name) VALUES (${normalised}) ON CONFLICT DO NOTHING`.execute(
    db,
  );
}

/** Every stored designation: the defaults first, then the typed ones alphabetically. */
export async function listDesignations(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('designations').select('name').execute();
  const isDefault = (name: string) =>
    DEFAULT_DESIGNATIONS.some((known) => collator.compare(known, name) === 0);
  const typed = rows
    .map((row) => row.name)
    .filter((name) => !isDefault(name))
    .sort(collator.compare);
  return [...DEFAULT_DESIGNATIONS, ...typed];
}
