import { sql, type Kysely } from 'kysely';

/**
 * A flag carries its evidence: the scale, the score or change, and the date. The
 * PHQ-8's time was kept already (2026-11-24-10-attention); the GAD-7's, the WSAS's and the latest
 * check-in's are kept beside it by the same writes (repositories/attentionFacts.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE charges
      ADD COLUMN gad7_latest_at timestamptz,
      ADD COLUMN wsas_latest_at timestamptz,
      ADD COLUMN latest_checkin_at timestamptz`.execute(db);
  await sql`
    UPDATE charges c
    SET gad7_latest_at = (SELECT max(posted_at) FROM questionnaires q
                          WHERE q.charge_id = c.id AND q.kind = 'gad7'),
        wsas_latest_at = (SELECT max(posted_at) FROM questionnaires q
                          WHERE q.charge_id = c.id AND q.kind = 'wsas'),
        latest_checkin_at = (SELECT max(checkin_at) FROM daily_checkins d
                             WHERE d.charge_id = c.id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE charges DROP COLUMN gad7_latest_at, DROP COLUMN wsas_latest_at,
      DROP COLUMN latest_checkin_at`.execute(db);
}
