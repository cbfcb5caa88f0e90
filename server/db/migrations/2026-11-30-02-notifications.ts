import { sql, type Kysely } from 'kysely';

/**
 * Notifications: one row per event and person it reaches, written in the transaction of the
 * event's own write. `event_key` names the event (its kind and the record that raised it), so a
 * retried or repeated write never notifies the same person twice. `detail` holds codes only (a
 * flag's code, a questionnaire's kind, a consent status), never free text or a score: a mail is
 * written from it. `mailed_at` is when a mail carried it (at once or in a digest).
 *
 * Preferences: how each person hears of each kind; a kind with no row takes the documented
 * default.
 */
const statements = [
  `CREATE TABLE notifications (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    recipient_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('flag_raised', 'questionnaire_answered',
      'questionnaires_missed', 'consent_changed', 'supporter_added', 'invitation_accepted',
      'issue_assigned', 'flag_escalated')),
    charge_id bigint REFERENCES charges (id) ON DELETE CASCADE,
    issue_id bigint REFERENCES issues (id) ON DELETE CASCADE,
    detail jsonb NOT NULL DEFAULT '{}',
    event_key text NOT NULL CHECK (length(event_key) BETWEEN 1 AND 200),
    created_at timestamptz NOT NULL DEFAULT now(),
    read_at timestamptz,
    mailed_at timestamptz,
    UNIQUE (recipient_user_id, event_key)
  )`,
  `CREATE INDEX notifications_recipient_idx ON notifications (recipient_user_id, created_at DESC, id DESC)`,
  `CREATE INDEX notifications_unread_idx ON notifications (recipient_user_id, charge_id)
    WHERE read_at IS NULL`,
  `CREATE INDEX notifications_unmailed_idx ON notifications (created_at) WHERE mailed_at IS NULL`,
  `CREATE TABLE notification_preferences (
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('flag_raised', 'questionnaire_answered',
      'questionnaires_missed', 'consent_changed', 'supporter_added', 'invitation_accepted',
      'issue_assigned', 'flag_escalated')),
    delivery text NOT NULL CHECK (delivery IN ('portal', 'immediate', 'daily', 'weekly')),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, kind)
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
  await sql`DROP TABLE notification_preferences`.execute(db);
  await sql`DROP TABLE notifications`.execute(db);
}
