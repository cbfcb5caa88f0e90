import { sql, type Kysely } from 'kysely';

/**
 * The catalogue's names in every language the portal speaks: a module's and a course's
 * `name` is its English name, and `translated_names` holds the others by language
 * (`{"zu": "…"}`); a language it lacks reads the English. A kept journey names the modules, so
 * it is kept per language: the same charge's journey read in isiZulu is a row of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['modules', 'courses']) {
    await sql`
      ALTER TABLE ${sql.table(table)}
        ADD COLUMN translated_names jsonb NOT NULL DEFAULT '{}'
        CONSTRAINT ${sql.id(`${table}_translated_names_check`)}
        CHECK (jsonb_typeof(translated_names) = 'object')`.execute(db);
  }
  // Kept journeys were built in English; they stay English ones.
  await sql`
    ALTER TABLE journey_cache
      ADD COLUMN language text NOT NULL DEFAULT 'en'
        CONSTRAINT journey_cache_language_check CHECK (language IN ('en', 'zu')),
      DROP CONSTRAINT journey_cache_pkey,
      ADD PRIMARY KEY (charge_id, history, language)`.execute(db);
  await sql`ALTER TABLE journey_cache ALTER COLUMN language DROP DEFAULT`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM journey_cache WHERE language <> 'en'`.execute(db);
  await sql`
    ALTER TABLE journey_cache DROP CONSTRAINT journey_cache_pkey,
      DROP COLUMN language, ADD PRIMARY KEY (charge_id, history)`.execute(db);
  for (const table of ['modules', 'courses']) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN translated_names`.execute(db);
  }
}
