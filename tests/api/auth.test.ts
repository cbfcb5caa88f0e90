import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_SECRET,
  bearer,
  createUser,
  login,
  startTestApp,
  type TestContext,
} from './support/testApp';
import { decodeJwt, signJwt } from './support/jwt';
import type { User } from '../../server/db/database';

let context: TestContext;
let user: User;

beforeAll(async () => {
  context = await startTestApp();
  user = await createUser(context);
});
afterAll(() => context.close());

function refresh(token: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/token/refresh/',
    payload: { refresh: token },
  });
}

function profile(access: string) {
  return context.app.inject({ url: '/api/v2/users/shallow-profile/', headers: bearer(access) });
}

describe('auth/token/', () => {
  it('issues an access token carrying the uuid and role, and a refresh token', async () => {
    const tokens = await login(context, user.email);
    const claims = decodeJwt<{ sub: string; role: string; exp: number; iat: number }>(
      tokens.access,
    );
    expect(claims.sub).toBe(user.uuid);
    expect(claims.role).toBe('MG');
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    expect(tokens.refresh.length).toBeGreaterThan(30);
    expect((await profile(tokens.access)).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/',
      payload: { email: user.email, password: 'not-the-password-1' },
    });
    const unknown = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/',
      payload: { email: 'nobody@example.org', password: 'not-the-password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json<{ message: string }>().message).toBe(
      'Unable to log in with the provided credentials.',
    );
  });

  it('rejects a malformed body with field errors', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const data = response.json<{ data: Record<string, string[]> }>().data;
    expect(data.email).toEqual(['Email is invalid']);
    expect(data.password).toEqual(['This field is required']);
  });

  it('counts sign-ins and records them in the audit log', async () => {
    const before = await context.database.db
      .selectFrom('users')
      .select('logins_count')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    await login(context, user.email);
    const after = await context.database.db
      .selectFrom('users')
      .select(['logins_count', 'last_login'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after.logins_count).toBe(before.logins_count + 1);
    expect(after.last_login).not.toBeNull();
    const audit = await context.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_user_id', '=', user.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain('auth.login');
  });
});

describe('auth/token/refresh/', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const first = await login(context, user.email);
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<{ access: string; refresh: string }>();
    expect(second.refresh).not.toBe(first.refresh);
    expect((await profile(second.access)).statusCode).toBe(200);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const first = await login(context, user.email);
    const second = (await refresh(first.refresh)).json<{ access: string; refresh: string }>();
    const charges = (access: string) =>
      context.app.inject({ url: '/api/v2/charges/', headers: bearer(access) });
    expect((await charges(second.access)).statusCode).toBe(200);
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    // The family's access tokens (the thief's A1 too) end with it.
    expect((await charges(second.access)).statusCode).toBe(401);
    expect((await charges(first.access)).statusCode).toBe(401);
  });

  it('leaves other sign-ins alone when one family is revoked', async () => {
    const other = await login(context, user.email);
    const first = await login(context, user.email);
    await refresh(first.refresh);
    await refresh(first.refresh);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('made-up-token-that-was-never-issued')).statusCode).toBe(401);
  });
});

describe('auth/logout/', () => {
  it('revokes the refresh token', async () => {
    const tokens = await login(context, user.email);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout/',
      payload: { refresh: tokens.refresh },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses an expired token', async () => {
    const token = signJwt(
      {
        sub: user.uuid,
        role: 'MG',
        isAdmin: false,
        aud: 'staff',
        iat: now() - 3600,
        exp: now() - 60,
      },
      TEST_SECRET,
    );
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('refuses a validly signed token without exp', async () => {
    const { access } = await login(context, user.email);
    const { exp, ...claims } = decodeJwt<Record<string, unknown>>(access);
    expect(exp).toBeTypeOf('number');
    const lasting = signJwt(claims, TEST_SECRET);
    expect((await profile(lasting)).statusCode).toBe(401);
    // The same claims with their exp are taken: only the missing expiry is refused.
    expect((await profile(signJwt({ ...claims, exp }, TEST_SECRET))).statusCode).toBe(200);
  });

  it('refuses a tampered token', async () => {
    const { access } = await login(context, user.email);
    const [header, , signature] = access.split('.');
    const claims = decodeJwt<Record<string, unknown>>(access);
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'AD', isAdmin: true })).toString(
      'base64url',
    );
    expect((await profile(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses alg none and another key', async () => {
    const claims = { sub: user.uuid, role: 'MG', isAdmin: false, aud: 'staff', exp: now() + 600 };
    const none = signJwt(claims, '', { alg: 'none', typ: 'JWT' });
    const otherKey = signJwt(claims, 'another-secret-of-sufficient-length-0123456789');
    expect((await profile(none)).statusCode).toBe(401);
    expect((await profile(otherKey)).statusCode).toBe(401);
  });

  it('refuses an app token in the staff API', async () => {
    const token = signJwt(
      { sub: user.uuid, role: null, isAdmin: false, aud: 'app', exp: now() + 600 },
      TEST_SECRET,
    );
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('answers 401 with the envelope when no token is sent', async () => {
    const response = await context.app.inject({ url: '/api/v2/users/shallow-profile/' });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBeTruthy();
  });
});
