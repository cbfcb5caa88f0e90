import { sql, type Kysely } from 'kysely';

/**
 * Indexes for every sort, filter and search the resource definitions declare, and maintained
 * totals for the pager's count of an unfiltered list.
 *
 * Sorts: lists order by `col DESC NULLS LAST, id` or `col ASC NULLS FIRST, id` (listQuery.ts);
 * an index on `(col DESC NULLS LAST, id)` serves the first as is and the second backwards, so a
 * page is read from the index instead of sorting the table. The older `(col DESC, id)` indexes
 * put nulls first and match neither. Period filters (`col >= date`) use the same indexes.
 *
 * Searches are `ILIKE '%text%'`: only trigram (GIN) indexes serve them. PostgreSQL ships
 * pg_trgm as a trusted extension; PGlite 0.5 only has it when the process loads it (connect.ts
 * does), so the trigram indexes are made where the extension is available and skipped elsewhere
 * (the searches still work, by scanning). Searches over `concat_ws(...)` or `array_to_string(...)`
 * cannot be indexed (those functions are not immutable); the lists that search them are
 * narrowed first (one case manager's charges, the case managers) or small.
 *
 * Lists narrowed to one case manager (their charges, company mates, charge requests) are read
 * through the existing supporter and creator indexes and sorted in memory: at most a few
 * thousand rows.
 */
const sortIndexes = [
  ['users_date_joined_list_idx', 'users (date_joined DESC NULLS LAST, id)'],
  ['users_last_login_list_idx', 'users (last_login DESC NULLS LAST, id)'],
  ['users_email_list_idx', 'users (email DESC NULLS LAST, id)'],
  [
    'users_is_admin_idx',
    "users ((is_superuser OR is_staff OR coalesce(role, '') = 'AD'), date_joined DESC NULLS LAST, id)",
  ],
  ['charges_sessions_list_idx', 'charges (sessions_count DESC NULLS LAST, id)'],
  ['charges_latest_session_list_idx', 'charges (latest_session DESC NULLS LAST, id)'],
  ['charges_policy_list_idx', 'charges (policy DESC NULLS LAST, id)'],
  ['charges_course_idx', 'charges (course_id)'],
  ['charges_company_idx', 'charges (company_id)'],
  ['access_codes_code_list_idx', 'access_codes (code DESC NULLS LAST, id)'],
  ['access_codes_created_at_list_idx', 'access_codes (created_at DESC NULLS LAST, id)'],
  ['access_codes_assigned_at_list_idx', 'access_codes (assigned_at DESC NULLS LAST, id)'],
  ['access_codes_used_at_list_idx', 'access_codes (used_at DESC NULLS LAST, id)'],
  ['access_codes_used_by_idx', 'access_codes (used_by)'],
  ['access_codes_created_for_idx', 'access_codes (created_for)'],
  ['mails_created_at_list_idx', 'mails (created_at DESC NULLS LAST, id)'],
  ['issues_created_at_list_idx', 'issues (created_at DESC NULLS LAST, id)'],
  ['issues_status_idx', 'issues (status, created_at DESC NULLS LAST, id)'],
  ['charge_requests_created_at_list_idx', 'charge_requests (created_at DESC NULLS LAST, id)'],
  ['companies_name_list_idx', 'companies (name DESC NULLS LAST, id)'],
] as const;

/** The older indexes the list indexes above replace. */
const replaced = [
  ['users_date_joined_idx', 'users (date_joined DESC, id)'],
  ['access_codes_created_at_idx', 'access_codes (created_at DESC, id)'],
  ['mails_created_at_idx', 'mails (created_at DESC, id)'],
  ['issues_created_at_idx', 'issues (created_at DESC, id)'],
] as const;

const trigramIndexes = [
  ['users_email_trgm_idx', 'users USING gin (email gin_trgm_ops)'],
  ['users_username_trgm_idx', 'users USING gin (username gin_trgm_ops)'],
  ['charges_policy_trgm_idx', 'charges USING gin (policy gin_trgm_ops)'],
  ['access_codes_code_trgm_idx', 'access_codes USING gin (code gin_trgm_ops)'],
  ['mails_subject_trgm_idx', 'mails USING gin (subject gin_trgm_ops)'],
  ['charge_requests_first_name_trgm_idx', 'charge_requests USING gin (first_name gin_trgm_ops)'],
  ['charge_requests_last_name_trgm_idx', 'charge_requests USING gin (last_name gin_trgm_ops)'],
  ['charge_requests_email_trgm_idx', 'charge_requests USING gin (email gin_trgm_ops)'],
] as const;

/**
 * Tables whose whole row count is the count of an unfiltered list (every join of those lists is
 * to a parent that always exists or a left join), kept by statement triggers so the pager never
 * counts a large table.
 */
const countedTables = ['users', 'case_managers', 'charges', 'access_codes', 'mails'] as const;

const totals = [
  `CREATE TABLE list_totals (
    name text PRIMARY KEY,
    total bigint NOT NULL CHECK (total >= 0)
  )`,
  `CREATE FUNCTION list_totals_count() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE list_totals
    SET total = total + (CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END) * (SELECT count(*) FROM changed)
    WHERE name = TG_TABLE_NAME;
    RETURN NULL;
  END $$`,
  `CREATE FUNCTION list_totals_reset() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE list_totals SET total = 0 WHERE name = TG_TABLE_NAME;
    RETURN NULL;
  END $$`,
  ...countedTables.flatMap((table) => [
    `INSERT INTO list_totals (name, total) SELECT '${table}', count(*) FROM ${table}`,
    `CREATE TRIGGER ${table}_total_insert AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION list_totals_count()`,
    `CREATE TRIGGER ${table}_total_delete AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION list_totals_count()`,
    `CREATE TRIGGER ${table}_total_truncate AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION list_totals_reset()`,
  ]),
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
async function hasTrigram(db: Kysely<any>): Promise<boolean> {
  const available = await sql<{ name: string }>`
    SELECT name FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
  return available.rows.length > 0;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name] of replaced) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
  }
  for (const [name, target] of sortIndexes) {
    await sql.raw(`CREATE INDEX ${name} ON ${target}`).execute(db);
  }
  if (await hasTrigram(db)) {
    await sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm').execute(db);
    for (const [name, target] of trigramIndexes) {
      await sql.raw(`CREATE INDEX ${name} ON ${target}`).execute(db);
    }
  }
  for (const statement of totals) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of countedTables) {
    for (const suffix of ['insert', 'delete', 'truncate']) {
      await sql.raw(`DROP TRIGGER ${table}_total_${suffix} ON ${table}`).execute(db);
    }
  }
  await sql.raw('DROP TABLE list_totals').execute(db);
  await sql.raw('DROP FUNCTION list_totals_count(), list_totals_reset()').execute(db);
  for (const [name] of [...sortIndexes, ...trigramIndexes]) {
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  }
  for (const [name, target] of replaced) {
    await sql.raw(`CREATE INDEX ${name} ON ${target}`).execute(db);
  }
}
