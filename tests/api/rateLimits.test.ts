import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  login,
  PASSWORD,
  startTestApp,
  type TestContext,
} from './support/testApp';
import { signJwt } from './support/jwt';

/** The one proxy this suite trusts: only its X-Forwarded-For names a client address. */
const PROXY = '203.0.113.250';

let context: TestContext;

beforeAll(async () => {
  context = await startTestApp({
    rateLimit: { general: 40, sensitivePerAddress: 8, sensitivePerAccount: 3 },
    trustProxy: [PROXY],
  });
});
afterAll(() => context.close());

function signIn(email: string, ip = '203.0.113.1', headers: Record<string, string> = {}) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/token/',
    payload: { email, password: 'wrong-password-123' },
    remoteAddress: ip,
    headers,
  });
}

describe('abuse limits', () => {
  it('throttles sign-in per account with 429 and Retry-After, whatever the address', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await signIn('target@example.org', `198.51.100.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await signIn('target@example.org', '198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      data: {},
    });
    expect((await signIn('someone-else@example.org', '198.51.100.50')).statusCode).toBe(401);
  });

  it('limits bad refresh tokens per address like sign-ins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v2/auth/token/refresh/',
        payload: { refresh: `made-up-refresh-token-${i}` },
        remoteAddress: '192.0.2.91',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('limits refreshes per account, from any address', async () => {
    const user = await createUser(context);
    const statuses: number[] = [];
    let { refresh } = await login(context, user.email, PASSWORD);
    for (let i = 0; i < 4; i += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v2/auth/token/refresh/',
        payload: { refresh },
        remoteAddress: `192.0.2.${100 + i}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 200) {
        refresh = response.json<{ refresh: string }>().refresh;
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('throttles one address trying many accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 9; i += 1) {
      statuses.push((await signIn(`spray${i}@example.org`, '192.0.2.7')).statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('limits forgot-password the same way', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v2/auth/forgot-password/',
        payload: { email: 'flooded@example.org' },
        remoteAddress: `198.18.0.${i + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('puts a general limit on every other call, per signed-in caller', async () => {
    const user = await createUser(context, { username: 'busy-user' });
    const { access } = await login(context, user.email, undefined, false);
    let last = 0;
    for (let i = 0; i < 45 && last !== 429; i += 1) {
      last = (
        await context.app.inject({
          url: '/api/v2/users/shallow-profile/',
          headers: bearer(access),
          remoteAddress: '203.0.113.200',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('believes no X-Forwarded-For from an untrusted peer: a new header per request meets the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 9; i += 1) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${100 + i}` };
      statuses.push((await signIn(`spoof${i}@example.org`, '192.0.2.44', spoofed)).statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('takes the client address from the trusted proxy only, and audits that address', async () => {
    await signIn('audited-proxy@example.org', PROXY, {
      'x-forwarded-for': '1.2.3.4, 198.51.100.77',
    });
    await signIn('audited-direct@example.org', '192.0.2.55', {
      'x-forwarded-for': '198.51.100.78',
    });
    const rows = await context.database.db
      .selectFrom('audit_log')
      .select('ip')
      .where('action', '=', 'auth.login_failed')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(rows.map((row) => row.ip)).toEqual(['192.0.2.55', '198.51.100.77']);
  });

  it('counts bearer tokens that fail authentication against the address', async () => {
    const user = await createUser(context, { username: 'same-address-user' });
    const { access } = await login(context, user.email, undefined, false);
    const statuses = [];
    for (let i = 0; i < 9; i += 1) {
      const forged = signJwt(
        { sub: user.uuid, aud: 'staff' },
        `wrong-secret-${i}-long-enough-to-sign`,
      );
      const response = await context.app.inject({
        url: '/api/v2/users/shallow-profile/',
        headers: { authorization: `Bearer ${forged}`, 'accept-language': 'zu' },
        remoteAddress: '192.0.2.66',
      });
      statuses.push(response.statusCode);
      if (i === 8) {
        expect(response.json()).toEqual({
          message: 'Izicelo ziningi kakhulu. Sicela ulinde kancane bese uzama futhi.',
          data: {},
        });
      }
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    // A genuine token from the same address is its user's bucket, not the address's.
    const genuine = await context.app.inject({
      url: '/api/v2/users/shallow-profile/',
      headers: bearer(access),
      remoteAddress: '192.0.2.66',
    });
    expect(genuine.statusCode).toBe(200);
  });

  it('keys a signed-in caller by user, so a fresh token is no fresh bucket', async () => {
    const user = await createUser(context, { username: 'two-token-user' });
    const tokens = [
      (await login(context, user.email, undefined, false)).access,
      (await login(context, user.email, undefined, false)).access,
    ];
    const statuses = [];
    for (let i = 0; i < 41; i += 1) {
      const response = await context.app.inject({
        url: '/api/v2/users/shallow-profile/',
        headers: bearer(tokens[i % 2]!),
        remoteAddress: `198.18.1.${i + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
  });
});

describe('per-account sign-in backoff', () => {
  let backoff: TestContext;
  beforeAll(async () => {
    backoff = await startTestApp({ loginBackoff: { after: 3, seconds: 30, maxSeconds: 900 } });
  });
  afterAll(() => backoff.close());

  const attempt = (email: string, password: string, ip: string) =>
    backoff.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/',
      payload: { email, password },
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
    });

  it('locks the account after failures in a row, from any address, the right password too, audited', async () => {
    const user = await createUser(backoff, { username: 'backoff-target' });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await attempt(user.email, 'Wrong-password-123', `198.51.100.${i + 1}`)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401]);
    const locked = await attempt(user.email, PASSWORD, '198.51.100.200');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(25);
    expect(locked.json()).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      data: {},
    });
    const audited = await backoff.database.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'ip'])
      .where('action', '=', 'auth.login_throttled')
      .execute();
    expect(audited).toEqual([{ actor_user_id: user.id, ip: '198.51.100.200' }]);
    // Another account is not locked.
    const other = await createUser(backoff, { username: 'backoff-bystander' });
    expect((await attempt(other.email, PASSWORD, '198.51.100.200')).statusCode).toBe(200);
  });

  it('forgets the failures of an account that signs in', async () => {
    const user = await createUser(backoff, { username: 'backoff-forgiven' });
    for (let round = 0; round < 2; round += 1) {
      expect((await attempt(user.email, 'Wrong-password-123', '192.0.2.9')).statusCode).toBe(401);
      expect((await attempt(user.email, 'Wrong-password-123', '192.0.2.9')).statusCode).toBe(401);
      expect((await attempt(user.email, PASSWORD, '192.0.2.9')).statusCode).toBe(200);
    }
  });
});
