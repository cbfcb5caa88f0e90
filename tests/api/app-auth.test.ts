import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  TEST_SECRET,
  bearer,
  createUser,
  login,
  startTestApp,
  type TestContext,
  type Tokens,
} from './support/testApp';
import { decodeJwt, signJwt } from './support/jwt';
import {
  CLIENT_PASSWORD,
  caseManager,
  registeredClient,
  type CaseManager,
  type Client,
} from './support/app';

let context: TestContext;
let manager: CaseManager;
let client: Client;

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
  client = await registeredClient(context, manager);
});
afterAll(() => context.close());

const LOGIN_FAILED = 'Unable to log in with the provided credentials.';

function appToken(email: string, password: string, extra: object = {}) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/app/token/',
    payload: { email, password, ...extra },
  });
}

function refreshAt(path: 'app' | 'auth', refresh: string) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v2/${path}/token/refresh/`,
    payload: { refresh },
  });
}

/** A few app routes and a few staff routes, each with a body it would accept. */
const appRoutes = [
  { method: 'GET' as const, url: '/api/v2/app/consent-requests/' },
  { method: 'GET' as const, url: '/api/v2/app/modules/' },
  {
    method: 'POST' as const,
    url: '/api/v2/app/sessions/',
    payload: { started_at: new Date().toISOString(), duration_seconds: 5 },
  },
  {
    method: 'POST' as const,
    url: '/api/v2/app/questionnaires/phq8/',
    payload: { qs: [0, 0, 0, 0, 0, 0, 0, 0] },
  },
];
const staffRoutes = [
  { method: 'GET' as const, url: '/api/v2/users/shallow-profile/' },
  { method: 'GET' as const, url: '/api/v2/users/profile/' },
  { method: 'GET' as const, url: '/api/v2/charges/' },
  { method: 'GET' as const, url: '/api/v2/case-managers/charge-requests/' },
];

describe('app/token/ and app/token/refresh/', () => {
  it('signs a client in with app tokens that open the app routes', async () => {
    const response = await appToken(client.email, CLIENT_PASSWORD);
    expect(response.statusCode).toBe(200);
    const tokens = response.json<Tokens>();
    const claims = decodeJwt<{ aud: string; sub: string; exp: number; iat: number }>(tokens.access);
    expect(claims.aud).toBe('app');
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    const listed = await context.app.inject({
      url: '/api/v2/app/consent-requests/',
      headers: bearer(tokens.access),
    });
    expect(listed.statusCode).toBe(200);
    const audit = await context.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'app.login')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('answers one 401 for a wrong password, an unknown e-mail and a staff account', async () => {
    const answers = await Promise.all([
      appToken(client.email, 'not-the-password-1'),
      appToken('nobody@example.org', CLIENT_PASSWORD),
      appToken(manager.user.email, PASSWORD),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: LOGIN_FAILED, data: {} });
    }
  });

  it('does not let a client sign in to the portal', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/',
      payload: { email: client.email, password: CLIENT_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe(LOGIN_FAILED);
  });

  it('rotates an app refresh token, and revokes the family when one is reused', async () => {
    // Its own client: a reuse ends every access token of the account.
    const reused = await registeredClient(context, manager);
    const first = (await appToken(reused.email, CLIENT_PASSWORD)).json<Tokens>();
    const rotated = await refreshAt('app', first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<Tokens>();
    expect(decodeJwt<{ aud: string }>(second.access).aud).toBe('app');
    expect((await refreshAt('app', first.refresh)).statusCode).toBe(401);
    expect((await refreshAt('app', second.refresh)).statusCode).toBe(401);
    const consent = await context.app.inject({
      url: '/api/v2/app/consent-requests/',
      headers: bearer(second.access),
    });
    expect(consent.statusCode).toBe(401);
  });

  it('keeps the refresh families apart: staff refresh tokens fail in the app and back', async () => {
    const staff = await login(context, manager.user.email);
    const app = (await appToken(client.email, CLIENT_PASSWORD)).json<Tokens>();
    expect((await refreshAt('app', staff.refresh)).statusCode).toBe(401);
    expect((await refreshAt('auth', app.refresh)).statusCode).toBe(401);
  });

  it('refuses a deactivated client, even with a token issued before', async () => {
    const other = await registeredClient(context, manager);
    await context.database.db
      .updateTable('users')
      .set({ is_active: false })
      .where('email', '=', other.email)
      .execute();
    const listed = await context.app.inject({
      url: '/api/v2/app/consent-requests/',
      headers: other.headers,
    });
    expect(listed.statusCode).toBe(401);
    expect((await appToken(other.email, CLIENT_PASSWORD)).statusCode).toBe(401);
    expect((await refreshAt('app', other.tokens.refresh)).statusCode).toBe(401);
  });
});

describe('token audiences', () => {
  it('refuses a client token on staff routes', async () => {
    for (const route of staffRoutes) {
      const response = await context.app.inject({ ...route, headers: client.headers });
      expect(response.statusCode, route.url).toBe(401);
    }
  });

  it('refuses a staff token on app routes, and the same routes accept the client', async () => {
    const admin = await createUser(context, {
      username: 'app-admin',
      role: 'AD',
      isSuperuser: true,
    });
    const adminHeaders = bearer((await login(context, admin.email)).access);
    for (const headers of [manager.headers, adminHeaders]) {
      for (const route of appRoutes) {
        const response = await context.app.inject({ ...route, headers });
        expect(response.statusCode, route.url).toBe(401);
      }
    }
    for (const route of appRoutes) {
      const response = await context.app.inject({ ...route, headers: client.headers });
      expect(response.statusCode, route.url).toBeLessThan(300);
    }
  });

  it('refuses app calls without a token, with a forged one, or with a staff user in an app token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: manager.user.uuid, role: 'MG', isAdmin: false, aud: 'app', iat: now };
    const forgedForStaff = signJwt({ ...claims, exp: now + 600 }, TEST_SECRET);
    const otherKey = signJwt(
      { ...claims, sub: decodeJwt<{ sub: string }>(client.tokens.access).sub, exp: now + 600 },
      'another-secret-that-is-long-enough-for-hs256',
    );
    const none = signJwt({ ...claims, exp: now + 600 }, '', { alg: 'none', typ: 'JWT' });
    for (const headers of [{}, bearer(forgedForStaff), bearer(otherKey), bearer(none)]) {
      const response = await context.app.inject({
        url: '/api/v2/app/consent-requests/',
        headers,
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
