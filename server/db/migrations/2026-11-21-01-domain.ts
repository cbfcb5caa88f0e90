import { sql, type Kysely } from 'kysely';

/**
 * The whole domain as of the first release. Frozen: later changes are new migrations. Only
 * PostgreSQL 15 features, because the embedded PGlite is 18 and the server 15.
 */
const statements = [
  `CREATE TABLE companies (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 150),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE courses (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 150),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE users (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    username text NOT NULL CHECK (length(username) BETWEEN 1 AND 150),
    email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    password_hash text,
    first_name text CHECK (length(first_name) <= 150),
    last_name text CHECK (length(last_name) <= 150),
    role text CHECK (role IN ('AD', 'QM', 'MG', 'CA')),
    is_superuser boolean NOT NULL DEFAULT false,
    is_staff boolean NOT NULL DEFAULT false,
    is_client boolean NOT NULL DEFAULT false,
    is_active boolean NOT NULL DEFAULT true,
    has_accepted_terms boolean NOT NULL DEFAULT false,
    date_joined timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    last_login timestamptz,
    logins_count integer NOT NULL DEFAULT 0
  )`,
  `CREATE UNIQUE INDEX users_email_key ON users (lower(email))`,
  `CREATE UNIQUE INDEX users_username_key ON users (lower(username))`,
  `CREATE INDEX users_date_joined_idx ON users (date_joined DESC, id)`,
  `CREATE TABLE case_managers (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    user_id bigint NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    designation text CHECK (length(designation) <= 100),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE case_manager_companies (
    case_manager_id bigint NOT NULL REFERENCES case_managers (id) ON DELETE CASCADE,
    company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    PRIMARY KEY (case_manager_id, company_id)
  )`,
  `CREATE INDEX case_manager_companies_company_idx ON case_manager_companies (company_id)`,
  `CREATE TABLE designations (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100)
  )`,
  `CREATE UNIQUE INDEX designations_name_key ON designations (lower(name))`,
  `INSERT INTO designations (name) VALUES ('Case manager'), ('OT')`,
  `CREATE TABLE charges (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    user_id bigint NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    nickname text CHECK (length(nickname) <= 150),
    gender text CHECK (length(gender) <= 50),
    is_employed boolean,
    company_id bigint REFERENCES companies (id),
    course_id bigint REFERENCES courses (id),
    policy text CHECK (length(policy) <= 64),
    sessions_count integer NOT NULL DEFAULT 0,
    latest_session timestamptz,
    created_on timestamptz NOT NULL DEFAULT now(),
    updated_on timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE charge_supporters (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    charge_id bigint NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
    case_manager_id bigint NOT NULL REFERENCES case_managers (id) ON DELETE CASCADE,
    designation text CHECK (length(designation) <= 100),
    consent_status text CHECK (consent_status IN ('RQ', 'RC', 'GV', 'DN')),
    consent_updated_at timestamptz,
    can_invite_others boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (charge_id, case_manager_id)
  )`,
  `CREATE INDEX charge_supporters_case_manager_idx ON charge_supporters (case_manager_id, charge_id)`,
  `CREATE TABLE access_codes (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9-]{4,32}$'),
    created_for bigint REFERENCES case_managers (id) ON DELETE SET NULL,
    assigned_at timestamptz,
    used_by bigint REFERENCES charges (id) ON DELETE SET NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX access_codes_created_at_idx ON access_codes (created_at DESC, id)`,
  `CREATE TABLE charge_requests (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 150),
    last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 150),
    email text CHECK (length(email) <= 254),
    company_id bigint REFERENCES companies (id),
    policy_number text CHECK (length(policy_number) <= 64),
    designation text NOT NULL CHECK (length(designation) BETWEEN 1 AND 100),
    should_request_consent boolean NOT NULL DEFAULT true,
    access_code_id bigint NOT NULL UNIQUE REFERENCES access_codes (id),
    created_by bigint NOT NULL REFERENCES case_managers (id),
    charge_id bigint REFERENCES charges (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX charge_requests_created_by_idx ON charge_requests (created_by, created_at DESC)`,
  `CREATE TABLE charge_request_case_managers (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    charge_request_id bigint NOT NULL REFERENCES charge_requests (id) ON DELETE CASCADE,
    case_manager_id bigint NOT NULL REFERENCES case_managers (id) ON DELETE CASCADE,
    designation text NOT NULL CHECK (length(designation) BETWEEN 1 AND 100),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (charge_request_id, case_manager_id)
  )`,
  `CREATE INDEX charge_request_case_managers_cm_idx ON charge_request_case_managers (case_manager_id)`,
  `CREATE TABLE invitations (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    kind text NOT NULL CHECK (kind IN ('case_manager', 'charge')),
    email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    designation text NOT NULL CHECK (length(designation) BETWEEN 1 AND 100),
    invited_by bigint NOT NULL REFERENCES users (id),
    charge_request_id bigint REFERENCES charge_requests (id) ON DELETE CASCADE,
    charge_id bigint REFERENCES charges (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    status text NOT NULL DEFAULT 'PN' CHECK (status IN ('PN', 'AC', 'RJ')),
    failed_attempts integer NOT NULL DEFAULT 0,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (num_nonnulls(charge_request_id, charge_id) = 1)
  )`,
  `CREATE UNIQUE INDEX invitations_request_email_key ON invitations (charge_request_id, lower(email)) WHERE charge_request_id IS NOT NULL`,
  `CREATE UNIQUE INDEX invitations_charge_email_key ON invitations (charge_id, lower(email)) WHERE charge_id IS NOT NULL`,
  `CREATE TABLE app_sessions (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    charge_id bigint NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
    started_at timestamptz NOT NULL,
    duration_seconds integer NOT NULL CHECK (duration_seconds BETWEEN 0 AND 86400),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX app_sessions_charge_idx ON app_sessions (charge_id, started_at)`,
  `CREATE TABLE meditations (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    charge_id bigint NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 150),
    listened_at timestamptz NOT NULL,
    duration_seconds integer NOT NULL CHECK (duration_seconds BETWEEN 0 AND 86400),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX meditations_charge_idx ON meditations (charge_id, listened_at)`,
  `CREATE TABLE modules (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 150),
    description text NOT NULL DEFAULT '',
    duration_minutes integer NOT NULL CHECK (duration_minutes >= 0),
    total_pages integer NOT NULL CHECK (total_pages > 0),
    position integer NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE module_reads (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    charge_id bigint NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
    module_id bigint NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
    page integer NOT NULL CHECK (page >= 1),
    read_at timestamptz NOT NULL,
    UNIQUE (charge_id, module_id, page)
  )`,
  `CREATE INDEX module_reads_charge_idx ON module_reads (charge_id, read_at)`,
  `CREATE TABLE questionnaires (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    charge_id bigint NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('phq8', 'gad7', 'wsas', 'wellbeing')),
    answers smallint[] NOT NULL,
    total_score smallint,
    posted_at timestamptz NOT NULL,
    CHECK (
      (kind = 'phq8' AND cardinality(answers) = 8 AND 0 <= ALL (answers) AND 3 >= ALL (answers))
      OR (kind = 'gad7' AND cardinality(answers) = 7 AND 0 <= ALL (answers) AND 3 >= ALL (answers))
      OR (kind = 'wsas' AND cardinality(answers) = 5 AND 0 <= ALL (answers) AND 8 >= ALL (answers))
      OR (kind = 'wellbeing' AND cardinality(answers) = 4 AND 0 <= ALL (answers) AND 10 >= ALL (answers))
    )
  )`,
  `CREATE INDEX questionnaires_charge_idx ON questionnaires (charge_id, kind, posted_at)`,
  `CREATE TABLE daily_checkins (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    charge_id bigint NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
    checkin_at timestamptz NOT NULL,
    mood smallint NOT NULL CHECK (mood BETWEEN 1 AND 5),
    diet smallint NOT NULL CHECK (diet BETWEEN 1 AND 5),
    sleep smallint NOT NULL CHECK (sleep BETWEEN 1 AND 5),
    active smallint NOT NULL CHECK (active BETWEEN 1 AND 5),
    t1 smallint CHECK (t1 BETWEEN 1 AND 5),
    t2 smallint CHECK (t2 BETWEEN 1 AND 5)
  )`,
  `CREATE INDEX daily_checkins_charge_idx ON daily_checkins (charge_id, checkin_at)`,
  `CREATE TABLE issues (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    title text NOT NULL CHECK (length(title) BETWEEN 4 AND 256),
    text text NOT NULL DEFAULT '' CHECK (length(text) <= 2048),
    status text NOT NULL DEFAULT 'EVC' CHECK (status IN ('EVC', 'EVA', 'EVN', 'EVR')),
    created_by bigint NOT NULL REFERENCES users (id),
    assigned_to bigint REFERENCES users (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX issues_created_at_idx ON issues (created_at DESC, id)`,
  `CREATE INDEX issues_created_by_idx ON issues (created_by)`,
  `CREATE TABLE issue_events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    issue_id bigint NOT NULL REFERENCES issues (id) ON DELETE CASCADE,
    status text NOT NULL CHECK (status IN ('EVC', 'EVA', 'EVN', 'EVR')),
    assigned_to bigint REFERENCES users (id),
    assigned_by bigint REFERENCES users (id),
    time timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX issue_events_issue_idx ON issue_events (issue_id, time)`,
  `CREATE TABLE mails (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    subject text NOT NULL,
    sender text NOT NULL,
    recipients text[] NOT NULL CHECK (cardinality(recipients) >= 1),
    status text NOT NULL DEFAULT 'PN' CHECK (status IN ('SS', 'PN', 'FL')),
    body_html text NOT NULL,
    body_text text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    locked_until timestamptz,
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz
  )`,
  `CREATE INDEX mails_created_at_idx ON mails (created_at DESC, id)`,
  `CREATE INDEX mails_pending_idx ON mails (created_at) WHERE status = 'PN'`,
  `CREATE TABLE audit_log (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    actor_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
    action text NOT NULL,
    target_type text,
    target_id text,
    charge_id bigint REFERENCES charges (id) ON DELETE SET NULL,
    ip text,
    details jsonb NOT NULL DEFAULT '{}'
  )`,
  `CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, action, at)`,
  `CREATE INDEX audit_log_charge_idx ON audit_log (charge_id, at) WHERE charge_id IS NOT NULL`,
  `CREATE TABLE refresh_tokens (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    family_id uuid NOT NULL,
    token_hash text NOT NULL UNIQUE,
    audience text NOT NULL CHECK (audience IN ('staff', 'app')),
    remember boolean NOT NULL DEFAULT false,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    revoked_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`,
  `CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`,
  `CREATE TABLE password_reset_tokens (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`,
];

// Migrations never import app code; `any` because they are frozen against the schema of their day.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'password_reset_tokens',
    'refresh_tokens',
    'audit_log',
    'mails',
    'issue_events',
    'issues',
    'daily_checkins',
    'questionnaires',
    'module_reads',
    'modules',
    'meditations',
    'app_sessions',
    'invitations',
    'charge_request_case_managers',
    'charge_requests',
    'access_codes',
    'charge_supporters',
    'charges',
    'designations',
    'case_manager_companies',
    'case_managers',
    'users',
    'courses',
    'companies',
  ];
  for (const table of tables) {
    await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
  }
}
