import { sql, type Kysely } from 'kysely';

/**
 * Escalation needs to know since when a flag has stood: the charge keeps the instant each
 * escalating flag was last raised, set by a trigger where the flag columns are written (so every
 * write that raises a flag records it, whichever code path makes it), cleared when it clears.
 * Flags raised before this migration count from now.
 *
 * `attention_escalations`: one row per escalated raise (the charge, the flag and the instant its
 * clock started), written in the transaction that notifies the administrators; its key makes a
 * raise escalate once, whichever process or run gets there first.
 */
const statements = [
  `ALTER TABLE charges
    ADD COLUMN flag_severe_score_raised_at timestamptz,
    ADD COLUMN flag_reliable_deterioration_raised_at timestamptz`,
  `UPDATE charges SET
    flag_severe_score_raised_at = CASE WHEN flag_severe_score THEN now() END,
    flag_reliable_deterioration_raised_at = CASE WHEN flag_reliable_deterioration THEN now() END
    WHERE flag_severe_score OR flag_reliable_deterioration`,
  `CREATE FUNCTION charges_flag_raised_at() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.flag_severe_score AND (TG_OP = 'INSERT' OR NOT OLD.flag_severe_score) THEN
      NEW.flag_severe_score_raised_at := now();
    ELSIF NOT NEW.flag_severe_score THEN
      NEW.flag_severe_score_raised_at := NULL;
    END IF;
    IF NEW.flag_reliable_deterioration
       AND (TG_OP = 'INSERT' OR NOT OLD.flag_reliable_deterioration) THEN
      NEW.flag_reliable_deterioration_raised_at := now();
    ELSIF NOT NEW.flag_reliable_deterioration THEN
      NEW.flag_reliable_deterioration_raised_at := NULL;
    END IF;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER charges_flag_raised_at
    BEFORE INSERT OR UPDATE OF flag_severe_score, flag_reliable_deterioration ON charges
    FOR EACH ROW EXECUTE FUNCTION charges_flag_raised_at()`,
  `CREATE INDEX charges_escalating_flags_idx ON charges
    (least(flag_severe_score_raised_at, flag_reliable_deterioration_raised_at))
    WHERE flag_severe_score OR flag_reliable_deterioration`,
  `CREATE TABLE attention_escalations (
    charge_id bigint NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
    code text NOT NULL CHECK (code IN ('severe_score', 'reliable_deterioration')),
    since timestamptz NOT NULL,
    escalated_at timestamptz NOT NULL DEFAULT now(),
    recipients integer NOT NULL,
    PRIMARY KEY (charge_id, code, since)
  )`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE attention_escalations`.execute(db);
  await sql`DROP TRIGGER charges_flag_raised_at ON charges`.execute(db);
  await sql`DROP FUNCTION charges_flag_raised_at()`.execute(db);
  await sql`
    ALTER TABLE charges DROP COLUMN flag_severe_score_raised_at,
      DROP COLUMN flag_reliable_deterioration_raised_at`.execute(db);
}
