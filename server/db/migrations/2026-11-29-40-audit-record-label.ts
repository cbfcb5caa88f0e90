import { sql, type Kysely } from 'kysely';

/**
 * An audit entry names its record as a person reads it (a name and e-mail, a code, a subject),
 * kept with the entry when it is written: the record may later change or be gone (a revoked
 * code is deleted), and "what happened to X" is asked by X's name or e-mail, not its key. One
 * function names a record of each kind; a trigger fills the label of every entry written, and
 * existing entries are named where their record is still there (a revoked code from the code
 * its entry kept). A second function says whether the record still exists, for the list's link.
 */
const KEYS = `
  by_uuid uuid := CASE WHEN key ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    THEN key::uuid END;
  by_id bigint := CASE WHEN key ~ '^[0-9]{1,18}$' THEN key::bigint END;`;

const statements = [
  `ALTER TABLE audit_log ADD COLUMN record_label text`,
  `CREATE FUNCTION audit_record_label(kind text, key text, details jsonb) RETURNS text
    LANGUAGE plpgsql STABLE AS $$
  DECLARE ${KEYS}
    label text;
  BEGIN
    CASE kind
      WHEN 'user' THEN
        SELECT concat_ws(' · ', nullif(concat_ws(' ', first_name, last_name), ''), email)
          INTO label FROM users WHERE uuid = by_uuid OR id = by_id;
      WHEN 'case_manager' THEN
        SELECT concat_ws(' · ', nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email)
          INTO label FROM case_managers cm JOIN users u ON u.id = cm.user_id
          WHERE cm.uuid = by_uuid OR cm.id = by_id;
      WHEN 'charge' THEN
        SELECT concat_ws(' · ', nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email)
          INTO label FROM charges c JOIN users u ON u.id = c.user_id
          WHERE c.uuid = by_uuid OR c.id = by_id;
      WHEN 'charge_request' THEN
        SELECT concat_ws(' · ', nullif(concat_ws(' ', first_name, last_name), ''), email)
          INTO label FROM charge_requests WHERE uuid = by_uuid OR id = by_id;
      WHEN 'invitation' THEN
        SELECT email INTO label FROM invitations WHERE uuid = by_uuid OR id = by_id;
      WHEN 'issue' THEN
        SELECT title INTO label FROM issues WHERE uuid = by_uuid OR id = by_id;
      WHEN 'mail' THEN
        SELECT concat_ws(' · ', subject, array_to_string(recipients, ', '))
          INTO label FROM mails WHERE id = by_id;
      WHEN 'access_code' THEN
        SELECT code INTO label FROM access_codes WHERE id = by_id;
        label := coalesce(label, details->>'code');
      ELSE
        label := NULL;
    END CASE;
    RETURN nullif(label, '');
  END $$`,
  `CREATE FUNCTION audit_record_exists(kind text, key text) RETURNS boolean
    LANGUAGE plpgsql STABLE AS $$
  DECLARE ${KEYS}
  BEGIN
    CASE kind
      WHEN 'user' THEN RETURN EXISTS (SELECT FROM users WHERE uuid = by_uuid OR id = by_id);
      WHEN 'case_manager' THEN
        RETURN EXISTS (SELECT FROM case_managers WHERE uuid = by_uuid OR id = by_id);
      WHEN 'charge' THEN RETURN EXISTS (SELECT FROM charges WHERE uuid = by_uuid OR id = by_id);
      WHEN 'charge_request' THEN
        RETURN EXISTS (SELECT FROM charge_requests WHERE uuid = by_uuid OR id = by_id);
      WHEN 'invitation' THEN
        RETURN EXISTS (SELECT FROM invitations WHERE uuid = by_uuid OR id = by_id);
      WHEN 'issue' THEN RETURN EXISTS (SELECT FROM issues WHERE uuid = by_uuid OR id = by_id);
      WHEN 'mail' THEN RETURN EXISTS (SELECT FROM mails WHERE id = by_id);
      WHEN 'access_code' THEN RETURN EXISTS (SELECT FROM access_codes WHERE id = by_id);
      ELSE RETURN NULL;
    END CASE;
  END $$`,
  `CREATE FUNCTION audit_log_name_record() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.record_label := coalesce(NEW.record_label,
      audit_record_label(NEW.target_type, NEW.target_id, NEW.details));
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER audit_log_name_record BEFORE INSERT ON audit_log
    FOR EACH ROW WHEN (NEW.target_id IS NOT NULL) EXECUTE FUNCTION audit_log_name_record()`,
  `UPDATE audit_log SET record_label = audit_record_label(target_type, target_id, details)
    WHERE target_id IS NOT NULL`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER audit_log_name_record ON audit_log`.execute(db);
  await sql
    .raw(
      'DROP FUNCTION audit_log_name_record(), audit_record_label(text, text, jsonb), audit_record_exists(text, text)',
    )
    .execute(db);
  await sql`ALTER TABLE audit_log DROP COLUMN record_label`.execute(db);
}
