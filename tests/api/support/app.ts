import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import type { User } from '../../../server/db/database';
import { bearer, createUser, login, type TestContext, type Tokens } from './testApp';

/** Helpers of the companion-app suites (`tests/api/app-*.test.ts`). */

export const CLIENT_PASSWORD = 'Client-password-2026';

let counter = 0;

export interface CaseManager {
  user: User;
  uuid: string;
  id: number;
  headers: { authorization: string };
}

/** A signed-in case manager (role MG by default) with its case-manager uuid and id. */
export async function caseManager(
  context: TestContext,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<CaseManager> {
  counter += 1;
  const user = await createUser(context, {
    username: `app-cm${counter}-${Date.now()}`,
    firstName: 'Thandi',
    lastName: `Dlamini${counter}`,
    ...overrides,
  });
  const row = await context.database.db
    .selectFrom('case_managers')
    .select(['id', 'uuid'])
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { user, ...row, headers: bearer((await login(context, user.email)).access) };
}

export async function company(context: TestContext, name: string): Promise<number> {
  const row = await context.database.db
    .insertInto('companies')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface RequestOptions {
  company?: number | null;
  policy_number?: string | null;
  should_request_consent?: boolean;
  designation?: string;
  other_case_managers?: { uuid: string; designation: string }[];
  invited_supporters?: { email: string; designation: string }[];
}

/** A charge request through the portal's API, as a case manager creates it; answers its code. */
export async function chargeRequest(
  context: TestContext,
  creator: CaseManager,
  options: RequestOptions = {},
): Promise<{ code: string; requestId: number }> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v2/case-managers/charge-requests/',
    headers: creator.headers,
    payload: {
      first_name: 'Sipho',
      last_name: 'Nkosi',
      email: null,
      company: null,
      policy_number: null,
      designation: 'Case manager',
      ...options,
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`charge request failed: ${response.statusCode} ${response.body}`);
  }
  const { code } = response.json<{ code: string }>();
  const row = await context.database.db
    .selectFrom('charge_requests as cr')
    .innerJoin('access_codes as ac', 'ac.id', 'cr.access_code_id')
    .select('cr.id')
    .where('ac.code', '=', code)
    .executeTakeFirstOrThrow();
  return { code, requestId: row.id };
}

export function clientEmail(): string {
  counter += 1;
  return `client${counter}-${Date.now()}@example.org`;
}

export function register(
  context: TestContext,
  accessCode: string,
  overrides: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/app/register/',
    payload: {
      access_code: accessCode,
      email: clientEmail(),
      password: CLIENT_PASSWORD,
      first_name: 'Lindiwe',
      last_name: 'Zulu',
      ...overrides,
    },
  });
}

export interface Client {
  email: string;
  tokens: Tokens;
  headers: { authorization: string };
  chargeId: number;
  chargeUuid: string;
}

/** A client registered through the app API with a fresh request of `creator`. */
export async function registeredClient(
  context: TestContext,
  creator: CaseManager,
  options: RequestOptions = {},
): Promise<Client> {
  const { code } = await chargeRequest(context, creator, options);
  const email = clientEmail();
  const response = await register(context, code, { email });
  if (response.statusCode !== 201) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  const tokens = response.json<Tokens>();
  const charge = await context.database.db
    .selectFrom('charges as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.uuid'])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  return {
    email,
    tokens,
    headers: bearer(tokens.access),
    chargeId: charge.id,
    chargeUuid: charge.uuid,
  };
}

/** Every table a companion-app call could touch. */
export const APP_TABLES = [
  'users',
  'charges',
  'charge_supporters',
  'access_codes',
  'charge_requests',
  'charge_request_case_managers',
  'invitations',
  'app_sessions',
  'meditations',
  'modules',
  'module_reads',
  'questionnaires',
  'daily_checkins',
  'refresh_tokens',
  'audit_log',
  'mails',
] as const;

/**
 * A fingerprint of whole tables (every column of every row), to show that a refused call
 * changed nothing at all.
 */
export async function fingerprint(
  context: TestContext,
  tables: readonly string[] = APP_TABLES,
): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<{ digest: string | null }>`
      SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS digest
      FROM ${sql.table(table)} AS t`.execute(context.database.db);
    result[table] = rows[0]?.digest ?? '';
  }
  return result;
}

export function post(
  context: TestContext,
  url: string,
  headers: { authorization: string },
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return context.app.inject({
    method: 'POST',
    url: `/api/v2/app/${url}`,
    headers,
    payload: payload as Record<string, unknown>,
  });
}
