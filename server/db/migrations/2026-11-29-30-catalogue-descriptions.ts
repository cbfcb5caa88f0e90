import { sql, type Kysely } from 'kysely';

/**
 * A module's description in every language the portal speaks, as its name
 * (2026-11-27-10-catalogue-names): `description` is the English one and
 * `translated_descriptions` holds the others by language (`{"zu": "…"}`); a language it lacks
 * reads the English. A kept journey is keyed by a digest of the module rows, so it is built
 * again with the new column.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE modules
      ADD COLUMN translated_descriptions jsonb NOT NULL DEFAULT '{}'
      CONSTRAINT modules_translated_descriptions_check
      CHECK (jsonb_typeof(translated_descriptions) = 'object')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE modules DROP COLUMN translated_descriptions`.execute(db);
}
