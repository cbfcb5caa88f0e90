import { sql, type Kysely } from 'kysely';

/**
 * Triage's columns as list keys of the case manager's links, beside those of
 * 2026-11-24-70-charge-list-keys and copied by the same trigger functions: the latest PHQ-8 and
 * its time, the three write-time flags and the charge's creation (an overdue questionnaire counts
 * from it when there was none).
 *
 * What is indexed: the sort by the latest PHQ-8, as the list sends it, the caller's own consent
 * included (`CASE WHEN consent_status = 'GV' THEN phq8_latest END`), so page 1 and a deep page
 * walk one `(case_manager_id, key, charge_id)` range; the same index over each write-time flag's
 * links alone, for the flag filters. The two flags that pass with time (disengaged, overdue)
 * compare a stored time with now(), and so does the number of flags: no stored key can order by
 * them. They are read from the links' own columns (no join to the charges) and sorted there.
 */
const phq8Key = `(case_manager_id,
  (CASE WHEN consent_status = 'GV' THEN phq8_latest END) DESC NULLS LAST, charge_id)
  INCLUDE (consent_status, phq8_latest)`;

const WRITE_TIME_FLAGS = ['severe_score', 'reliable_deterioration', 'low_mood'];

const statements = [
  `ALTER TABLE charge_supporters
    ADD COLUMN phq8_latest integer,
    ADD COLUMN phq8_latest_at timestamptz,
    ADD COLUMN flag_severe_score boolean NOT NULL DEFAULT false,
    ADD COLUMN flag_reliable_deterioration boolean NOT NULL DEFAULT false,
    ADD COLUMN flag_low_mood boolean NOT NULL DEFAULT false,
    ADD COLUMN charge_created_on timestamptz`,
  `UPDATE charge_supporters s
    SET phq8_latest = c.phq8_latest, phq8_latest_at = c.phq8_latest_at,
        flag_severe_score = c.flag_severe_score,
        flag_reliable_deterioration = c.flag_reliable_deterioration,
        flag_low_mood = c.flag_low_mood, charge_created_on = c.created_on
    FROM charges c
    WHERE c.id = s.charge_id`,
  `CREATE OR REPLACE FUNCTION charge_supporters_fill_list_keys() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    SELECT c.sessions_count, c.latest_session, c.policy, c.course_id,
           concat_ws(' ', u.first_name, u.last_name), u.email,
           c.phq8_latest, c.phq8_latest_at, c.flag_severe_score, c.flag_reliable_deterioration,
           c.flag_low_mood, c.created_on
    INTO NEW.sessions_count, NEW.latest_session, NEW.policy, NEW.course_id, NEW.full_name, NEW.email,
         NEW.phq8_latest, NEW.phq8_latest_at, NEW.flag_severe_score,
         NEW.flag_reliable_deterioration, NEW.flag_low_mood, NEW.charge_created_on
    FROM charges c JOIN users u ON u.id = c.user_id
    WHERE c.id = NEW.charge_id;
    RETURN NEW;
  END $$`,
  `CREATE OR REPLACE FUNCTION charges_copy_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE charge_supporters s
    SET sessions_count = c.sessions_count, latest_session = c.latest_session, policy = c.policy,
        course_id = c.course_id, phq8_latest = c.phq8_latest, phq8_latest_at = c.phq8_latest_at,
        flag_severe_score = c.flag_severe_score,
        flag_reliable_deterioration = c.flag_reliable_deterioration,
        flag_low_mood = c.flag_low_mood, charge_created_on = c.created_on
    FROM changed c
    WHERE s.charge_id = c.id
      AND (s.sessions_count, s.latest_session, s.policy, s.course_id, s.phq8_latest,
           s.phq8_latest_at, s.flag_severe_score, s.flag_reliable_deterioration, s.flag_low_mood,
           s.charge_created_on)
        IS DISTINCT FROM (c.sessions_count, c.latest_session, c.policy, c.course_id, c.phq8_latest,
           c.phq8_latest_at, c.flag_severe_score, c.flag_reliable_deterioration, c.flag_low_mood,
           c.created_on);
    UPDATE charge_supporters s
    SET full_name = concat_ws(' ', u.first_name, u.last_name), email = u.email
    FROM changed c JOIN users u ON u.id = c.user_id
    WHERE s.charge_id = c.id
      AND (s.full_name, s.email) IS DISTINCT FROM (concat_ws(' ', u.first_name, u.last_name), u.email);
    RETURN NULL;
  END $$`,
  // The expression is the list's sort (repositories/attentionSql.ts) as written there, so the
  // planner matches it; the band filter reads the included columns.
  `CREATE INDEX charge_supporters_phq8_list_idx ON charge_supporters ${phq8Key}`,
  // A flag filter reads only the flagged links: in the PHQ-8 sort's order, and for another sort
  // the flagged few to sort, never the caseload. Partial, because the planner cannot know that
  // one case manager's links hold most of the flags and would sort them all.
  ...WRITE_TIME_FLAGS.map(
    (flag) =>
      `CREATE INDEX charge_supporters_${flag}_list_idx ON charge_supporters ${phq8Key}
        WHERE flag_${flag}`,
  ),
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  // The functions as 2026-11-24-70-charge-list-keys made them.
  for (const statement of [
    'DROP INDEX charge_supporters_phq8_list_idx',
    ...WRITE_TIME_FLAGS.map((flag) => `DROP INDEX charge_supporters_${flag}_list_idx`),
    `CREATE OR REPLACE FUNCTION charge_supporters_fill_list_keys() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      SELECT c.sessions_count, c.latest_session, c.policy, c.course_id,
             concat_ws(' ', u.first_name, u.last_name), u.email
      INTO NEW.sessions_count, NEW.latest_session, NEW.policy, NEW.course_id, NEW.full_name,
           NEW.email
      FROM charges c JOIN users u ON u.id = c.user_id
      WHERE c.id = NEW.charge_id;
      RETURN NEW;
    END $$`,
    `CREATE OR REPLACE FUNCTION charges_copy_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE charge_supporters s
      SET sessions_count = c.sessions_count, latest_session = c.latest_session, policy = c.policy,
          course_id = c.course_id
      FROM changed c
      WHERE s.charge_id = c.id
        AND (s.sessions_count, s.latest_session, s.policy, s.course_id)
          IS DISTINCT FROM (c.sessions_count, c.latest_session, c.policy, c.course_id);
      UPDATE charge_supporters s
      SET full_name = concat_ws(' ', u.first_name, u.last_name), email = u.email
      FROM changed c JOIN users u ON u.id = c.user_id
      WHERE s.charge_id = c.id
        AND (s.full_name, s.email)
          IS DISTINCT FROM (concat_ws(' ', u.first_name, u.last_name), u.email);
      RETURN NULL;
    END $$`,
    `ALTER TABLE charge_supporters DROP COLUMN phq8_latest, DROP COLUMN phq8_latest_at,
      DROP COLUMN flag_severe_score, DROP COLUMN flag_reliable_deterioration,
      DROP COLUMN flag_low_mood, DROP COLUMN charge_created_on`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
