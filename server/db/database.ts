/* Generated from the migrated database (server/db/migrations/) by `npm run gen`. Do not edit: write a migration and run npm run gen. */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Identity columns: read as a number, never inserted. bigint reads as a number (connect.ts). */
type Id = Generated<number>;
/** A timestamp with a default: optional on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type RoleCode = 'AD' | 'QM' | 'MG' | 'CA';

export type ConsentCode = 'RQ' | 'RC' | 'GV' | 'DN';

export type AttentionEndReason = 'cleared' | 'worsened';

export type InvitationStatusCode = 'PN' | 'AC' | 'RJ';

export type QuestionnaireKind = 'phq8' | 'gad7' | 'wsas' | 'wellbeing';

export type IssueStatusCode = 'EVC' | 'EVA' | 'EVN' | 'EVR';

export type MailStatusCode = 'SS' | 'PN' | 'FL';

export type TokenAudience = 'staff' | 'app';

export type DischargeReason =
  'completed' | 'disengaged' | 'referred_on' | 'consent_withdrawn' | 'other';

export type NotificationKind =
  | 'flag_raised'
  | 'questionnaire_answered'
  | 'questionnaires_missed'
  | 'consent_changed'
  | 'supporter_added'
  | 'invitation_accepted'
  | 'issue_assigned'
  | 'flag_escalated';

export type NotificationDelivery = 'portal' | 'immediate' | 'daily' | 'weekly';

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

export interface AppSessionsTable {
  id: Id;
  charge_id: number;
  started_at: Timestamp;
  duration_seconds: number;
  created_at: CreatedAt;
}

export interface AttentionAcknowledgementsTable {
  id: Id;
  charge_id: number;
  code:
    'severe_score' | 'reliable_deterioration' | 'low_mood' | 'disengaged' | 'overdue_questionnaire';
  note: string;
  evidence: ColumnType<Record<string, number>, string | undefined, string>;
  acknowledged_by: number;
  acknowledged_at: CreatedAt;
  ended_at: NullableTimestamp;
  end_reason: AttentionEndReason | null;
}

export interface AttentionEscalationsTable {
  charge_id: number;
  code: 'severe_score' | 'reliable_deterioration';
  since: Timestamp;
  escalated_at: CreatedAt;
  recipients: number;
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
  record_label: string | null;
}

export interface CaseManagerCompaniesTable {
  case_manager_id: number;
  company_id: number;
}

export interface CaseManagersTable {
  id: Id;
  uuid: Generated<string>;
  user_id: number;
  designation: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  charge_count: Generated<number>;
  journey_views: Generated<number>;
}

export interface CaseNoteAmendmentsTable {
  id: Id;
  note_id: number;
  author_id: number;
  changes: ColumnType<Record<string, unknown>, string, string>;
  created_at: CreatedAt;
}

export interface CaseNotesTable {
  id: Id;
  charge_id: number;
  author_id: number;
  kind: 'contact' | 'session' | 'supervision' | 'event';
  note_date: string;
  session_minutes: number | null;
  session_mode: 'in_person' | 'phone' | 'video' | 'message' | null;
  text: string;
  visibility: 'private' | 'supporters' | 'supporters_and_admins';
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

export interface ChargeSupportersTable {
  id: Id;
  charge_id: number;
  case_manager_id: number;
  designation: string | null;
  consent_status: ConsentCode | null;
  consent_updated_at: NullableTimestamp;
  can_invite_others: Generated<boolean>;
  created_at: CreatedAt;
  sessions_count: Generated<number>;
  latest_session: NullableTimestamp;
  policy: string | null;
  course_id: number | null;
  full_name: Generated<string>;
  email: Generated<string>;
  phq8_latest: number | null;
  phq8_latest_at: NullableTimestamp;
  flag_severe_score: Generated<boolean>;
  flag_reliable_deterioration: Generated<boolean>;
  flag_low_mood: Generated<boolean>;
  charge_created_on: NullableTimestamp;
  episode_open: Generated<boolean>;
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
  phq8_first: number | null;
  phq8_latest: number | null;
  phq8_latest_at: NullableTimestamp;
  gad7_first: number | null;
  gad7_latest: number | null;
  wsas_first: number | null;
  wsas_latest: number | null;
  low_mood_run: Generated<number>;
  lowest_moods: Generated<number>;
  flag_severe_score: Generated<boolean>;
  flag_reliable_deterioration: Generated<boolean>;
  flag_low_mood: Generated<boolean>;
  gad7_latest_at: NullableTimestamp;
  wsas_latest_at: NullableTimestamp;
  latest_checkin_at: NullableTimestamp;
  episode_open: Generated<boolean>;
  flag_severe_score_raised_at: NullableTimestamp;
  flag_reliable_deterioration_raised_at: NullableTimestamp;
  anonymised_at: NullableTimestamp;
}

export interface CompaniesTable {
  id: Id;
  name: string;
  created_at: CreatedAt;
}

export interface CoursesTable {
  id: Id;
  name: string;
  created_at: CreatedAt;
  translated_names: ColumnType<Record<string, unknown>, string | undefined, string>;
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

export interface DesignationsTable {
  id: Id;
  name: string;
}

export interface EmailChangeTokensTable {
  id: Id;
  user_id: number;
  new_email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface EpisodeOutcomeContributionsTable {
  episode_id: number;
  case_manager_id: number;
  company_id: number;
  course_id: number;
  closed_month: string;
  week: number;
  episodes: Generated<number>;
  paired: Generated<number>;
  no_first_score: Generated<number>;
  no_last_score: Generated<number>;
  at_caseness: Generated<number>;
  recovered: Generated<number>;
  reliably_improved: Generated<number>;
  reliably_recovered: Generated<number>;
  reliably_deteriorated: Generated<number>;
  wsas_paired: Generated<number>;
  wsas_reliably_improved: Generated<number>;
  wsas_reliably_deteriorated: Generated<number>;
  phq8_sum: Generated<number>;
  phq8_scores: Generated<number>;
  gad7_sum: Generated<number>;
  gad7_scores: Generated<number>;
  wsas_sum: Generated<number>;
  wsas_scores: Generated<number>;
}

export interface EpisodeOutcomesTable {
  episode_id: number;
  charge_id: number;
  phq8_first: number | null;
  phq8_first_on: string | null;
  phq8_last: number | null;
  phq8_last_on: string | null;
  phq8_count: Generated<number>;
  gad7_first: number | null;
  gad7_first_on: string | null;
  gad7_last: number | null;
  gad7_last_on: string | null;
  gad7_count: Generated<number>;
  wsas_first: number | null;
  wsas_first_on: string | null;
  wsas_last: number | null;
  wsas_last_on: string | null;
  wsas_count: Generated<number>;
}

export interface EpisodesTable {
  id: Id;
  uuid: Generated<string>;
  charge_id: number;
  opened_on: string;
  opened_by: number | null;
  closed_on: string | null;
  discharge_reason: DischargeReason | null;
  discharge_note: string | null;
  closed_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  id: Id;
  scope: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: CreatedAt;
  lease_until: CreatedAt;
}

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

export interface IssueCommentsTable {
  id: Id;
  issue_id: number;
  author_id: number;
  text: string;
  created_at: CreatedAt;
}

export interface IssueEventsTable {
  id: Id;
  issue_id: number;
  status: IssueStatusCode;
  assigned_to: number | null;
  assigned_by: number | null;
  time: CreatedAt;
}

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

export interface JourneyCacheTable {
  charge_id: number;
  history: 'recent' | 'full';
  shape: string;
  local_day: string;
  version: number;
  modules: string;
  journey: string;
  encoding: 'br' | 'gzip' | null;
  encoded: Buffer | null;
  language: 'en' | 'zu';
}

export interface JourneyVersionsTable {
  charge_id: number;
  version: Generated<number>;
}

export interface ListTotalsTable {
  name: string;
  total: number;
}

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
  secret_sealed: string | null;
  requested_by: number | null;
  last_error_code: number | null;
}

export interface MeditationsTable {
  id: Id;
  charge_id: number;
  name: string;
  listened_at: Timestamp;
  duration_seconds: number;
  created_at: CreatedAt;
}

export interface ModuleReadsTable {
  id: Id;
  charge_id: number;
  module_id: number;
  page: number;
  read_at: Timestamp;
}

export interface ModulesTable {
  id: Id;
  name: string;
  description: Generated<string>;
  duration_minutes: number;
  total_pages: number;
  position: Generated<number>;
  translated_names: ColumnType<Record<string, unknown>, string | undefined, string>;
  translated_descriptions: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface NotificationPreferencesTable {
  user_id: number;
  kind: NotificationKind;
  delivery: NotificationDelivery;
  updated_at: CreatedAt;
}

export interface NotificationsTable {
  id: Id;
  uuid: Generated<string>;
  recipient_user_id: number;
  kind: NotificationKind;
  charge_id: number | null;
  issue_id: number | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  event_key: string;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
  mailed_at: NullableTimestamp;
}

export interface OutcomeTalliesTable {
  case_manager_id: number;
  company_id: number;
  course_id: number;
  closed_month: string;
  week: number;
  episodes: Generated<number>;
  paired: Generated<number>;
  no_first_score: Generated<number>;
  no_last_score: Generated<number>;
  at_caseness: Generated<number>;
  recovered: Generated<number>;
  reliably_improved: Generated<number>;
  reliably_recovered: Generated<number>;
  reliably_deteriorated: Generated<number>;
  wsas_paired: Generated<number>;
  wsas_reliably_improved: Generated<number>;
  wsas_reliably_deteriorated: Generated<number>;
  phq8_sum: Generated<number>;
  phq8_scores: Generated<number>;
  gad7_sum: Generated<number>;
  gad7_scores: Generated<number>;
  wsas_sum: Generated<number>;
  wsas_scores: Generated<number>;
}

export interface PasswordResetTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
  selector: string | null;
  failed_attempts: Generated<number>;
}

export interface QuestionnairesTable {
  id: Id;
  charge_id: number;
  kind: QuestionnaireKind;
  answers: number[];
  total_score: number | null;
  posted_at: Timestamp;
}

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
  language: 'en' | 'zu' | null;
  session_version: Generated<number>;
  mfa_secret_sealed: string | null;
  mfa_enabled_at: NullableTimestamp;
  mfa_recovery_hashes: Generated<string[]>;
  mfa_last_step: number | null;
  mfa_pending_secret_sealed: string | null;
}

export interface Database {
  access_codes: AccessCodesTable;
  app_sessions: AppSessionsTable;
  attention_acknowledgements: AttentionAcknowledgementsTable;
  attention_escalations: AttentionEscalationsTable;
  audit_log: AuditLogTable;
  case_manager_companies: CaseManagerCompaniesTable;
  case_managers: CaseManagersTable;
  case_note_amendments: CaseNoteAmendmentsTable;
  case_notes: CaseNotesTable;
  charge_request_case_managers: ChargeRequestCaseManagersTable;
  charge_requests: ChargeRequestsTable;
  charge_supporters: ChargeSupportersTable;
  charges: ChargesTable;
  companies: CompaniesTable;
  courses: CoursesTable;
  daily_checkins: DailyCheckinsTable;
  designations: DesignationsTable;
  email_change_tokens: EmailChangeTokensTable;
  episode_outcome_contributions: EpisodeOutcomeContributionsTable;
  episode_outcomes: EpisodeOutcomesTable;
  episodes: EpisodesTable;
  idempotency_keys: IdempotencyKeysTable;
  invitations: InvitationsTable;
  issue_comments: IssueCommentsTable;
  issue_events: IssueEventsTable;
  issues: IssuesTable;
  journey_cache: JourneyCacheTable;
  journey_versions: JourneyVersionsTable;
  list_totals: ListTotalsTable;
  mails: MailsTable;
  meditations: MeditationsTable;
  module_reads: ModuleReadsTable;
  modules: ModulesTable;
  notification_preferences: NotificationPreferencesTable;
  notifications: NotificationsTable;
  outcome_tallies: OutcomeTalliesTable;
  password_reset_tokens: PasswordResetTokensTable;
  questionnaires: QuestionnairesTable;
  refresh_tokens: RefreshTokensTable;
  users: UsersTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Mail = Selectable<MailsTable>;
