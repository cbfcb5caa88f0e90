import { sql, type Kysely } from 'kysely';

/**
 * The companion app's activity gets natural keys: one charge cannot start two sessions, hear two
 * meditations, post two answers of one questionnaire or check in twice at the same instant, so a
 * post repeated after a lost answer finds the stored row instead of counting twice. The unique
 * indexes replace the plain ones on the same columns, so the journey queries keep their index.
 */
const keys = [
  ['app_sessions_charge_idx', 'app_sessions (charge_id, started_at)'],
  ['meditations_charge_idx', 'meditations (charge_id, listened_at)'],
  ['questionnaires_charge_idx', 'questionnaires (charge_id, kind, posted_at)'],
  ['daily_checkins_charge_idx', 'daily_checkins (charge_id, checkin_at)'],
] as const;

// Migrations never import app code; `any` because they are frozen against the schema of their day.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, target] of keys) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
    await sql.raw(`CREATE UNIQUE INDEX ${name} ON ${target}`).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, target] of keys) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
    await sql.raw(`CREATE INDEX ${name} ON ${target}`).execute(db);
  }
}
