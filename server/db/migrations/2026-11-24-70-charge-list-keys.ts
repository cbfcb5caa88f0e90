import { sql, type Kysely } from 'kysely';

/**
 * Lists in one index read: a case manager's charges list sorts, filters and searches
 * on keys kept on their supporter link (`charge_supporters`), so a page is read from one index
 * of that case manager's links instead of joining and sorting their whole caseload.
 *
 * The keys are copies of `charges` (sessions, latest session, policy, course) and of the charge's
 * user (full name, e-mail), kept by triggers in the transaction of the write that changes them:
 * a new link is filled from its charge; an UPDATE of charges or users copies what changed to the
 * links (statement triggers with transition tables, so a bulk update is one set-based UPDATE).
 *
 * A new list key (triage's latest PHQ-8 and attention flags) is one more column here, copied by
 * the same functions from where it is written, with its `(case_manager_id, key DESC NULLS LAST,
 * charge_id)` index, and its `me.` expression in the case manager's list source.
 */
const statements = [
  `ALTER TABLE charge_supporters
    ADD COLUMN sessions_count integer NOT NULL DEFAULT 0,
    ADD COLUMN latest_session timestamptz,
    ADD COLUMN policy text,
    ADD COLUMN course_id bigint,
    ADD COLUMN full_name text NOT NULL DEFAULT '',
    ADD COLUMN email text NOT NULL DEFAULT ''`,
  `UPDATE charge_supporters s
    SET sessions_count = c.sessions_count, latest_session = c.latest_session, policy = c.policy,
        course_id = c.course_id, full_name = concat_ws(' ', u.first_name, u.last_name),
        email = u.email
    FROM charges c JOIN users u ON u.id = c.user_id
    WHERE c.id = s.charge_id`,
  `CREATE FUNCTION charge_supporters_fill_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT c.sessions_count, c.latest_session, c.policy, c.course_id,
           concat_ws(' ', u.first_name, u.last_name), u.email
    INTO NEW.sessions_count, NEW.latest_session, NEW.policy, NEW.course_id, NEW.full_name, NEW.email
    FROM charges c JOIN users u ON u.id = c.user_id
    WHERE c.id = NEW.charge_id;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER charge_supporters_list_keys BEFORE INSERT OR UPDATE OF charge_id
    ON charge_supporters FOR EACH ROW EXECUTE FUNCTION charge_supporters_fill_list_keys()`,
  `CREATE FUNCTION charges_copy_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
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
      AND (s.full_name, s.email) IS DISTINCT FROM (concat_ws(' ', u.first_name, u.last_name), u.email);
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER charges_list_keys AFTER UPDATE ON charges
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION charges_copy_list_keys()`,
  `CREATE FUNCTION users_copy_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE charge_supporters s
    SET full_name = concat_ws(' ', u.first_name, u.last_name), email = u.email
    FROM changed u JOIN charges c ON c.user_id = u.id
    WHERE s.charge_id = c.id
      AND (s.full_name, s.email) IS DISTINCT FROM (concat_ws(' ', u.first_name, u.last_name), u.email);
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER users_list_keys AFTER UPDATE ON users
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION users_copy_list_keys()`,
  // Each sort of the case manager's list, with the course filter inside the index.
  `CREATE INDEX charge_supporters_sessions_list_idx
    ON charge_supporters (case_manager_id, sessions_count DESC NULLS LAST, charge_id) INCLUDE (course_id)`,
  `CREATE INDEX charge_supporters_latest_session_list_idx
    ON charge_supporters (case_manager_id, latest_session DESC NULLS LAST, charge_id) INCLUDE (course_id)`,
  `CREATE INDEX charge_supporters_policy_list_idx
    ON charge_supporters (case_manager_id, policy DESC NULLS LAST, charge_id) INCLUDE (course_id)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    'DROP TRIGGER users_list_keys ON users',
    'DROP FUNCTION users_copy_list_keys()',
    'DROP TRIGGER charges_list_keys ON charges',
    'DROP FUNCTION charges_copy_list_keys()',
    'DROP TRIGGER charge_supporters_list_keys ON charge_supporters',
    'DROP FUNCTION charge_supporters_fill_list_keys()',
    `ALTER TABLE charge_supporters DROP COLUMN sessions_count, DROP COLUMN latest_session,
      DROP COLUMN policy, DROP COLUMN course_id, DROP COLUMN full_name, DROP COLUMN email`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
