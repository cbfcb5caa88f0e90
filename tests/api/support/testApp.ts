import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app';
import type { Config } from '../../../server/config';
import type { User } from '../../../server/db/database';
import type { Role } from '../../../core/roles';
import { createStaffAccount } from '../../../server/services/staffAccounts';
import { contractOf } from './contract';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
/** Given, so the tests write no key file (the server would otherwise make one in `KEYS_DIR`). */
export const TEST_DIGEST_KEY = 'test-digest-key-kept-apart-from-the-database';
export const PASSWORD = 'Correct-horse-battery-9';

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  close: () => Promise<void>;
}

export function testConfig(): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: 'memory://',
    smtpUrl: undefined,
    jwtSecret: TEST_SECRET,
    digestKey: TEST_DIGEST_KEY,
    seedDemo: false,
    staticDir: undefined,
    mailSender: 'Portal <no-reply@example.org>',
    publicUrl: 'http://portal.test',
    logLevel: 'silent',
    timeZone: 'Africa/Johannesburg',
    // High enough that suites signing in many times are never throttled; rateLimits.test.ts lowers them.
    rateLimit: { general: 100_000, sensitivePerAddress: 100_000, sensitivePerAccount: 100_000 },
    trustProxy: false,
    redisUrl: undefined,
    redisPrefix: 'portal-test:',
    // Out of the way like the limits above; rateLimits.test.ts lowers it.
    loginBackoff: { after: 100_000, seconds: 30, maxSeconds: 900 },
    databasePoolSize: 10,
    mailPollMs: 5_000,
    notificationPollMs: 60_000,
    mailOutboxDir: undefined,
    mailQuota: { mailsPerDay: 100, invitationsPerRequest: 10, invitationsPerDay: 50 },
    // Suites sign in as administrators with the password alone; mfa.test.ts requires the factor.
    mfaRequiredRoles: [],
    metricsHost: '127.0.0.1',
  };
}

/** The real app on a fresh database, driven in-process with `inject`. */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'resources'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: { ...testConfig(), ...overrides },
    db: database.db,
    ...options,
  });
  await app.ready();
  holdToDocument(app);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Every `inject` answer is checked against the app's OpenAPI document (support/contract.ts):
 * the test that receives an undocumented status or a drifting body fails on it.
 */
function holdToDocument(app: FastifyInstance): void {
  const check = contractOf(app);
  const inject = app.inject.bind(app);
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const response = await inject(options);
    const { method = 'GET', url = '/' } =
      typeof options === 'string'
        ? { url: options }
        : (options as { method?: string; url?: string });
    check(method, String(url), response);
    return response;
  };
  app.inject = checked as typeof app.inject;
}

let counter = 0;

/** A staff account with unique e-mail and username; names set and terms accepted by default. */
export function createUser(
  context: TestContext,
  overrides: Partial<Parameters<typeof createStaffAccount>[1]> & { role?: Role } = {},
): Promise<User> {
  counter += 1;
  const name = overrides.username ?? `user${counter}-${Date.now()}`;
  return createStaffAccount(context.database.db, {
    email: `${name}@example.org`,
    username: name,
    password: PASSWORD,
    firstName: 'Test',
    lastName: 'User',
    role: 'MG',
    hasAcceptedTerms: true,
    ...overrides,
  });
}

export interface Tokens {
  access: string;
  refresh: string;
}

export async function login(
  context: TestContext,
  email: string,
  password = PASSWORD,
  remember = false,
): Promise<Tokens> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/token/',
    payload: { email, password, remember },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<Tokens>();
}

export function bearer(access: string): { authorization: string } {
  return { authorization: `Bearer ${access}` };
}

/** The JSON body of a response, typed by the caller. */
export function body<T>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

/** A signed-in administrator (a superuser with role AD): its account, id and bearer header. */
export async function signedInAdmin(
  context: TestContext,
): Promise<{ user: User; id: number; headers: { authorization: string } }> {
  const user = await createUser(context, { role: 'AD', isSuperuser: true });
  return { user, id: user.id, headers: bearer((await login(context, user.email)).access) };
}
