import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';

/** One client, by every key the records about them are found by. */
export interface ClientKey {
  userId: number;
  userUuid: string;
  chargeId: number;
  chargeUuid: string;
  email: string;
}

/**
 * One kind of record the portal holds about a client: the archive's `<kind>.json` and
 * `<kind>.csv`, and a row count in the export's test. A new table about a client is one entry.
 */
export interface ClientRecordKind {
  kind: string;
  table: keyof Database;
  /**
   * The columns exported, the first the archive's order (`id` where the table has one); secrets
   * (hashes, codes) are not.
   */
  columns: readonly string[];
  /** Which of the table's rows are about the client. */
  about: (client: ClientKey) => RawBuilder<boolean>;
}

const ofCharge = (client: ClientKey) => sql<boolean>`charge_id = ${client.chargeId}`;

/** Everything the portal holds about a client, kind by kind (POPIA section 23, GDPR article 15). */
export const CLIENT_RECORD_KINDS: readonly ClientRecordKind[] = [
  {
    kind: 'account',
    table: 'users',
    columns: [
      'id',
      'uuid',
      'username',
      'email',
      'first_name',
      'last_name',
      'language',
      'is_active',
      'has_accepted_terms',
      'date_joined',
      'last_login',
      'logins_count',
    ],
    about: (client) => sql<boolean>`id = ${client.userId}`,
  },
  {
    kind: 'profile',
    table: 'charges',
    columns: [
      'id',
      'uuid',
      'nickname',
      'gender',
      'is_employed',
      'company_id',
      'course_id',
      'policy',
      'created_on',
      'updated_on',
      'sessions_count',
      'latest_session',
      'phq8_first',
      'phq8_latest',
      'phq8_latest_at',
      'gad7_first',
      'gad7_latest',
      'gad7_latest_at',
      'wsas_first',
      'wsas_latest',
      'wsas_latest_at',
      'latest_checkin_at',
    ],
    about: (client) => sql<boolean>`id = ${client.chargeId}`,
  },
  {
    kind: 'consents',
    table: 'charge_supporters',
    columns: [
      'id',
      'case_manager_id',
      'designation',
      'consent_status',
      'consent_updated_at',
      'can_invite_others',
      'created_at',
    ],
    about: ofCharge,
  },
  {
    kind: 'charge_requests',
    table: 'charge_requests',
    columns: [
      'id',
      'uuid',
      'first_name',
      'last_name',
      'email',
      'company_id',
      'policy_number',
      'designation',
      'created_by',
      'created_at',
      'updated_at',
    ],
    about: ofCharge,
  },
  {
    kind: 'invitations',
    table: 'invitations',
    columns: [
      'id',
      'uuid',
      'kind',
      'email',
      'designation',
      'invited_by',
      'status',
      'expires_at',
      'created_at',
    ],
    about: (client) =>
      sql<boolean>`charge_id = ${client.chargeId} OR charge_request_id IN
        (SELECT id FROM charge_requests WHERE charge_id = ${client.chargeId})`,
  },
  {
    kind: 'access_codes',
    table: 'access_codes',
    columns: ['id', 'assigned_at', 'used_at', 'created_at'],
    about: (client) => sql<boolean>`used_by = ${client.chargeId}`,
  },
  {
    kind: 'episodes',
    table: 'episodes',
    columns: [
      'id',
      'uuid',
      'opened_on',
      'opened_by',
      'closed_on',
      'discharge_reason',
      'discharge_note',
      'closed_by',
      'created_at',
      'updated_at',
    ],
    about: ofCharge,
  },
  {
    kind: 'questionnaires',
    table: 'questionnaires',
    columns: ['id', 'kind', 'answers', 'total_score', 'posted_at'],
    about: ofCharge,
  },
  {
    kind: 'checkins',
    table: 'daily_checkins',
    columns: ['id', 'checkin_at', 'mood', 'diet', 'sleep', 'active', 't1', 't2'],
    about: ofCharge,
  },
  {
    kind: 'sessions',
    table: 'app_sessions',
    columns: ['id', 'started_at', 'duration_seconds', 'created_at'],
    about: ofCharge,
  },
  {
    kind: 'meditations',
    table: 'meditations',
    columns: ['id', 'name', 'listened_at', 'duration_seconds', 'created_at'],
    about: ofCharge,
  },
  {
    kind: 'module_reads',
    table: 'module_reads',
    columns: ['id', 'module_id', 'page', 'read_at'],
    about: ofCharge,
  },
  {
    kind: 'acknowledgements',
    table: 'attention_acknowledgements',
    columns: [
      'id',
      'code',
      'note',
      'evidence',
      'acknowledged_by',
      'acknowledged_at',
      'ended_at',
      'end_reason',
    ],
    about: ofCharge,
  },
  {
    kind: 'case_notes',
    table: 'case_notes',
    columns: [
      'id',
      'author_id',
      'kind',
      'note_date',
      'session_minutes',
      'session_mode',
      'text',
      'visibility',
      'created_at',
      'updated_at',
    ],
    about: ofCharge,
  },
  {
    kind: 'case_note_amendments',
    table: 'case_note_amendments',
    columns: ['id', 'note_id', 'author_id', 'changes', 'created_at'],
    about: (client) =>
      sql<boolean>`note_id IN (SELECT id FROM case_notes WHERE charge_id = ${client.chargeId})`,
  },
  {
    kind: 'escalations',
    table: 'attention_escalations',
    columns: ['since', 'code', 'escalated_at', 'recipients'],
    about: ofCharge,
  },
  {
    kind: 'notifications',
    table: 'notifications',
    columns: ['id', 'uuid', 'recipient_user_id', 'kind', 'detail', 'created_at', 'read_at'],
    about: ofCharge,
  },
  {
    kind: 'mails',
    table: 'mails',
    columns: ['id', 'subject', 'status', 'created_at', 'sent_at'],
    about: (client) => sql<boolean>`${client.email} = ANY(recipients)`,
  },
  {
    kind: 'audit',
    table: 'audit_log',
    columns: [
      'id',
      'at',
      'actor_user_id',
      'action',
      'target_type',
      'target_id',
      'details',
      'record_label',
    ],
    about: (client) =>
      sql<boolean>`charge_id = ${client.chargeId} OR actor_user_id = ${client.userId}
        OR (target_type = 'user' AND target_id = ${client.userUuid})
        OR (target_type = 'charge' AND target_id = ${client.chargeUuid})`,
  },
];

/** The query of one kind's rows about the client, in its first column's order, for `streamRows`. */
export function clientRowsOf(db: Executor, kind: ClientRecordKind, client: ClientKey) {
  const columns = sql.join(kind.columns.map((column) => sql.ref(column)));
  return db
    .selectFrom(
      sql<Record<string, unknown>>`(SELECT ${columns} FROM ${sql.table(kind.table)}
        WHERE ${kind.about(client)})`.as('r'),
    )
    .selectAll()
    .orderBy(sql.ref(`r.${kind.columns[0] ?? 'id'}`));
}

/** The client behind an account: undefined for a staff account (no charge record). */
export async function findClientKey(db: Executor, userId: number): Promise<ClientKey | undefined> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('charges as c', 'c.user_id', 'u.id')
    .select(['u.id as userId', 'u.uuid as userUuid', 'c.id as chargeId', 'c.uuid as chargeUuid'])
    .select('u.email')
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row;
}
