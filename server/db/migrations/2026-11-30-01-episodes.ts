import { sql, type Kysely } from 'kysely';
import { portalTimeZone } from '../timeZone';

/**
 * Episodes of care: a charge's care starts and ends, and reliable change and the flags are read
 * within its current episode. At most one episode of a charge is open (a partial unique index);
 * a closed one has its discharge date and reason, never one without the other.
 *
 * Existing data: each charge that was ever given consent gets one open episode from the day of
 * its first Given consent, on the portal's calendar: the earliest `consent.answer` Given in the
 * audit log, or, for links given before the audit log recorded it (the demo data), the earliest
 * Given link's last change. A charge never given consent gets none, as it would now.
 */
function statements(timeZone: string): string[] {
  const zone = `'${timeZone.replace(/'/g, "''")}'`;
  return [
    `CREATE TABLE episodes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      charge_id bigint NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
      opened_on date NOT NULL,
      opened_by bigint REFERENCES users (id) ON DELETE SET NULL,
      closed_on date,
      discharge_reason text
        CHECK (discharge_reason IN ('completed', 'disengaged', 'referred_on', 'consent_withdrawn', 'other')),
      discharge_note text CHECK (length(discharge_note) <= 2000),
      closed_by bigint REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((closed_on IS NULL) = (discharge_reason IS NULL)),
      CHECK (closed_on IS NULL OR closed_on >= opened_on),
      CHECK (closed_on IS NOT NULL OR discharge_note IS NULL)
    )`,
    `CREATE UNIQUE INDEX episodes_one_open_idx ON episodes (charge_id) WHERE closed_on IS NULL`,
    `CREATE INDEX episodes_charge_idx ON episodes (charge_id, opened_on)`,
    `CREATE INDEX episodes_closed_idx ON episodes (closed_on) WHERE closed_on IS NOT NULL`,
    `INSERT INTO episodes (charge_id, opened_on)
      SELECT given.charge_id, (min(given.at) AT TIME ZONE ${zone})::date
      FROM (
        SELECT a.charge_id, a.at FROM audit_log a
          WHERE a.action = 'consent.answer' AND a.details->>'status' = 'GV' AND a.charge_id IS NOT NULL
        UNION ALL
        SELECT s.charge_id, coalesce(s.consent_updated_at, s.created_at) FROM charge_supporters s
          WHERE s.consent_status = 'GV'
      ) given
      GROUP BY given.charge_id`,
  ];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements(portalTimeZone())) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE episodes`.execute(db);
}
