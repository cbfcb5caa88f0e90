import { sql, type Kysely } from 'kysely';

/**
 * A lean journey: a charge's journey is built once and kept until what it shows
 * changes. Every write to the tables it reads bumps the charge's version in the same
 * transaction, and a kept journey records the version, the modules catalogue and the local day
 * it was built from, all read in the snapshot that built it: one that any of them has moved past
 * is never served (repositories/journey/journeyCache.ts).
 */
const chargeTables = [
  'app_sessions',
  'meditations',
  'module_reads',
  'questionnaires',
  'daily_checkins',
];

const statements = [
  `CREATE TABLE journey_versions (
    charge_id bigint PRIMARY KEY REFERENCES charges (id) ON DELETE CASCADE,
    version bigint NOT NULL DEFAULT 1
  )`,
  `CREATE TABLE journey_cache (
    charge_id bigint NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
    history text NOT NULL CHECK (history IN ('recent', 'full')),
    shape text NOT NULL,
    local_day date NOT NULL,
    version bigint NOT NULL,
    modules text NOT NULL,
    journey text NOT NULL,
    PRIMARY KEY (charge_id, history)
  )`,
  // A charge deleted takes its rows with it: its links to a version are skipped (the charge is
  // gone by the time a cascade's statement trigger runs).
  `CREATE FUNCTION journey_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO journey_versions AS v (charge_id)
    SELECT DISTINCT changed.charge_id FROM changed JOIN charges ON charges.id = changed.charge_id
    ON CONFLICT (charge_id) DO UPDATE SET version = v.version + 1;
    RETURN NULL;
  END $$`,
  `CREATE FUNCTION journey_version_bump_moved() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO journey_versions AS v (charge_id)
    SELECT DISTINCT rows.charge_id
    FROM (SELECT charge_id FROM before_rows UNION SELECT charge_id FROM after_rows) rows
    JOIN charges ON charges.id = rows.charge_id
    ON CONFLICT (charge_id) DO UPDATE SET version = v.version + 1;
    RETURN NULL;
  END $$`,
  ...chargeTables.flatMap((table) => [
    `CREATE TRIGGER ${table}_journey_insert AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION journey_version_bump()`,
    `CREATE TRIGGER ${table}_journey_delete AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION journey_version_bump()`,
    `CREATE TRIGGER ${table}_journey_update AFTER UPDATE ON ${table}
      REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
      FOR EACH STATEMENT EXECUTE FUNCTION journey_version_bump_moved()`,
    // Truncating a table of the journey forgets every kept journey.
    `CREATE TRIGGER ${table}_journey_truncate AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION journey_cache_clear()`,
  ]),
];

const clear = `CREATE FUNCTION journey_cache_clear() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM journey_cache;
    RETURN NULL;
  END $$`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [clear, ...statements]) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of chargeTables) {
    for (const trigger of ['insert', 'delete', 'update', 'truncate']) {
      await sql.raw(`DROP TRIGGER ${table}_journey_${trigger} ON ${table}`).execute(db);
    }
  }
  await sql`DROP TABLE journey_cache, journey_versions`.execute(db);
  await sql
    .raw(
      'DROP FUNCTION journey_version_bump(), journey_version_bump_moved(), journey_cache_clear()',
    )
    .execute(db);
}
