import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { IssueStatus } from '../../src/types/generated/issue-status';

/** Identity and defaulted columns: read as T, optional on insert. */
type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** A nullable column that inserts may leave out (null). */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/* bigint ids are parsed to numbers by the connection (see connect.ts); they stay far below 2^53. */

export interface CompaniesTable {
  id: Id;
  name: string;
  created_at: CreatedAt;
}

export interface CoursesTable {
  id: Id;
  name: string;
  created_at: CreatedAt;
}

export type RoleCode = 'AD' | 'QM' | 'MG' | 'CA';

export interface UsersTable {
  id: Id;
  uuid: Generated<string>;
  username: string;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  role: RoleCode | null;
  is_superuser: Generated<boolean>;
  is_staff: Generated<boolean>;
  is_client: Generated<boolean>;
  is_active: Generated<boolean>;
  has_accepted_terms: Generated<boolean>;
  date_joined: CreatedAt;
  updated_at: CreatedAt;
  last_login: NullableTimestamp;
  logins_count: Generated<number>;
  /** The language of the mails sent to the user; null (unknown) reads as English. */
  language: 'en' | 'zu' | null;
  /** The confirmed TOTP secret, sealed with the server's key. */
  mfa_secret_sealed: Nullable<string>;
  /** A TOTP secret being set up (sealed), until confirmed; the confirmed one stays meanwhile. */
  mfa_pending_secret_sealed: Nullable<string>;
  /** When the second factor was confirmed; null: none in use. */
  mfa_enabled_at: NullableTimestamp;
  /** Digests of the unused recovery codes. */
  mfa_recovery_hashes: ColumnType<string[], string[] | undefined, string[]>;
  /** The last TOTP time step accepted, so one code is never accepted twice. */
  mfa_last_step: Nullable<number>;
  /** Carried in access tokens; raising it ends every access token issued before. */
  session_version: Generated<number>;
}

export interface CaseManagersTable {
  id: Id;
  uuid: Generated<string>;
  user_id: number;
  designation: string | null;
  /** Their links to charges, kept by triggers (migration 2026-11-25-40): the list's count. */
  charge_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface CaseManagerCompaniesTable {
  case_manager_id: number;
  company_id: number;
}

export interface DesignationsTable {
  id: Id;
  name: string;
}

export interface ChargesTable {
  id: Id;
  uuid: Generated<string>;
  user_id: number;
  nickname: string | null;
  gender: string | null;
  is_employed: boolean | null;
  company_id: number | null;
  course_id: number | null;
  policy: string | null;
  sessions_count: Generated<number>;
  latest_session: NullableTimestamp;
  created_on: CreatedAt;
  updated_on: CreatedAt;
  /** Triage facts (issue 14), kept with the app's writes: repositories/attentionFacts.ts. */
  phq8_first: ColumnType<number | null, number | null | undefined, number | null>;
  phq8_latest: ColumnType<number | null, number | null | undefined, number | null>;
  phq8_latest_at: NullableTimestamp;
  gad7_first: ColumnType<number | null, number | null | undefined, number | null>;
  gad7_latest: ColumnType<number | null, number | null | undefined, number | null>;
  wsas_first: ColumnType<number | null, number | null | undefined, number | null>;
  wsas_latest: ColumnType<number | null, number | null | undefined, number | null>;
  low_mood_run: Generated<number>;
  lowest_moods: Generated<number>;
  flag_severe_score: Generated<boolean>;
  flag_reliable_deterioration: Generated<boolean>;
  flag_low_mood: Generated<boolean>;
  /** The evidence's dates (migration 2026-11-26-70-attention-evidence). */
  gad7_latest_at: NullableTimestamp;
  wsas_latest_at: NullableTimestamp;
  latest_checkin_at: NullableTimestamp;
}

export type AttentionEndReason = 'cleared' | 'worsened';

export interface AttentionAcknowledgementsTable {
  id: Id;
  charge_id: number;
  code: string;
  note: string;
  evidence: ColumnType<Record<string, number>, string, string>;
  acknowledged_by: number;
  acknowledged_at: CreatedAt;
  ended_at: NullableTimestamp;
  end_reason: AttentionEndReason | null;
}

export type ConsentCode = 'RQ' | 'RC' | 'GV' | 'DN';

export interface ChargeSupportersTable {
  id: Id;
  charge_id: number;
  case_manager_id: number;
  designation: string | null;
  consent_status: ConsentCode | null;
  consent_updated_at: NullableTimestamp;
  can_invite_others: Generated<boolean>;
  created_at: CreatedAt;
  /** The charge's list keys, copied by triggers (migration 2026-11-24-70-charge-list-keys). */
  sessions_count: Generated<number>;
  latest_session: Generated<Date | null>;
  policy: Generated<string | null>;
  course_id: Generated<number | null>;
  full_name: Generated<string>;
  email: Generated<string>;
  /** The triage keys, copied the same way (migration 2026-11-25-10-triage-list-keys). */
  phq8_latest: Generated<number | null>;
  phq8_latest_at: Generated<Date | null>;
  flag_severe_score: Generated<boolean>;
  flag_reliable_deterioration: Generated<boolean>;
  flag_low_mood: Generated<boolean>;
  charge_created_on: Generated<Date | null>;
}

export interface AccessCodesTable {
  id: Id;
  code: string;
  created_for: number | null;
  assigned_at: NullableTimestamp;
  used_by: number | null;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ChargeRequestsTable {
  id: Id;
  uuid: Generated<string>;
  first_name: string;
  last_name: string;
  email: string | null;
  company_id: number | null;
  policy_number: string | null;
  designation: string;
  should_request_consent: Generated<boolean>;
  access_code_id: number;
  created_by: number;
  charge_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ChargeRequestCaseManagersTable {
  id: Id;
  charge_request_id: number;
  case_manager_id: number;
  designation: string;
  created_at: CreatedAt;
}

export type InvitationStatusCode = 'PN' | 'AC' | 'RJ';

export interface InvitationsTable {
  id: Id;
  uuid: Generated<string>;
  kind: 'case_manager' | 'charge';
  email: string;
  designation: string;
  invited_by: number;
  charge_request_id: number | null;
  charge_id: number | null;
  code_hash: string;
  status: Generated<InvitationStatusCode>;
  failed_attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AppSessionsTable {
  id: Id;
  charge_id: number;
  started_at: Timestamp;
  duration_seconds: number;
  created_at: CreatedAt;
}

export interface MeditationsTable {
  id: Id;
  charge_id: number;
  name: string;
  listened_at: Timestamp;
  duration_seconds: number;
  created_at: CreatedAt;
}

export interface ModulesTable {
  id: Id;
  name: string;
  description: Generated<string>;
  duration_minutes: number;
  total_pages: number;
  position: Generated<number>;
}

export interface ModuleReadsTable {
  id: Id;
  charge_id: number;
  module_id: number;
  page: number;
  read_at: Timestamp;
}

export type QuestionnaireKind = 'phq8' | 'gad7' | 'wsas' | 'wellbeing';

export interface QuestionnairesTable {
  id: Id;
  charge_id: number;
  kind: QuestionnaireKind;
  answers: number[];
  total_score: number | null;
  posted_at: Timestamp;
}

export interface DailyCheckinsTable {
  id: Id;
  charge_id: number;
  checkin_at: Timestamp;
  mood: number;
  diet: number;
  sleep: number;
  active: number;
  t1: number | null;
  t2: number | null;
}

/** The issue statuses the schema declares (schemas/issue-status.json). */
export type IssueStatusCode = IssueStatus;

export interface IssuesTable {
  id: Id;
  uuid: Generated<string>;
  title: string;
  text: Generated<string>;
  status: Generated<IssueStatusCode>;
  created_by: number;
  assigned_to: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface IssueEventsTable {
  id: Id;
  issue_id: number;
  status: IssueStatusCode;
  assigned_to: number | null;
  assigned_by: number | null;
  time: CreatedAt;
}

export interface IssueCommentsTable {
  id: Id;
  issue_id: number;
  author_id: number;
  text: string;
  created_at: CreatedAt;
}

export type MailStatusCode = 'SS' | 'PN' | 'FL';

export interface MailsTable {
  id: Id;
  subject: string;
  sender: string;
  recipients: string[];
  status: Generated<MailStatusCode>;
  body_html: string;
  body_text: string;
  attempts: Generated<number>;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  sent_at: NullableTimestamp;
  /** The mail's one-time secret, sealed; cleared once delivered (the bodies hold a mask). */
  secret_sealed: Nullable<string>;
  /** Whose action queued the mail (the per-user quota); null for the system's own mails. */
  requested_by: Nullable<number>;
}

export interface AuditLogTable {
  id: Id;
  at: CreatedAt;
  actor_user_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  charge_id: number | null;
  ip: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export type TokenAudience = 'staff' | 'app';

export interface RefreshTokensTable {
  id: Id;
  user_id: number;
  family_id: string;
  token_hash: string;
  audience: TokenAudience;
  remember: Generated<boolean>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  /** The token's first characters, not secret: wrong tries are counted against them. */
  selector: string | null;
  failed_attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** An e-mail change waiting for the new address to confirm it (the token only as a digest). */
export interface EmailChangeTokensTable {
  id: Id;
  user_id: number;
  new_email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  id: Id;
  scope: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: CreatedAt;
  /** Until when the claiming request holds the key; unanswered after it, the key is given up. */
  lease_until: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A charge's journey version, bumped by every write to what its journey shows (migration 2026-11-26-10). */
export interface JourneyVersionsTable {
  charge_id: number;
  version: Generated<number>;
}

/** A charge's journey as last built, with what it was built from (repositories/journey/journeyCache.ts). */
export interface JourneyCacheTable {
  charge_id: number;
  history: 'recent' | 'full';
  shape: string;
  local_day: ColumnType<string, string, string>;
  version: number;
  modules: string;
  journey: string;
  /** The journey as first compressed, in `encoding` (migration 2026-11-26-20). */
  encoding: 'br' | 'gzip' | null;
  encoded: Buffer | null;
}

export interface Database {
  companies: CompaniesTable;
  courses: CoursesTable;
  users: UsersTable;
  case_managers: CaseManagersTable;
  case_manager_companies: CaseManagerCompaniesTable;
  designations: DesignationsTable;
  charges: ChargesTable;
  charge_supporters: ChargeSupportersTable;
  access_codes: AccessCodesTable;
  charge_requests: ChargeRequestsTable;
  charge_request_case_managers: ChargeRequestCaseManagersTable;
  invitations: InvitationsTable;
  app_sessions: AppSessionsTable;
  meditations: MeditationsTable;
  modules: ModulesTable;
  module_reads: ModuleReadsTable;
  questionnaires: QuestionnairesTable;
  daily_checkins: DailyCheckinsTable;
  issues: IssuesTable;
  issue_events: IssueEventsTable;
  issue_comments: IssueCommentsTable;
  mails: MailsTable;
  audit_log: AuditLogTable;
  attention_acknowledgements: AttentionAcknowledgementsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_change_tokens: EmailChangeTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  journey_versions: JourneyVersionsTable;
  journey_cache: JourneyCacheTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Mail = Selectable<MailsTable>;
