import { appCode } from './support/appCode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  login,
  PASSWORD,
  startTestApp,
  type TestContext,
} from './support/testApp';

/**
 * The second factor's calls are limited per the account they are about (the
 * challenge's user, the signed-in user), never in one bucket shared by every anonymous caller.
 */
let context: TestContext;

beforeAll(async () => {
  context = await startTestApp({
    rateLimit: { general: 100_000, sensitivePerAddress: 30, sensitivePerAccount: 10 },
  });
});
afterAll(() => context.close());

function post(url: string, payload: object, ip: string, headers: Record<string, string> = {}) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v2/${url}`,
    payload,
    headers,
    remoteAddress: ip,
  });
}

/** An account with a confirmed second factor; answers its secret. */
async function enrolled(role: 'AD' | 'MG') {
  const user = await createUser(context, { role, isSuperuser: role === 'AD' });
  const headers = bearer((await login(context, user.email)).access);
  const ip = '192.0.2.200';
  const setup = await post('users/mfa/setup/', { password: PASSWORD }, ip, headers);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await post(
    'users/mfa/confirm/',
    { code: appCode(secret), password: PASSWORD },
    ip,
    headers,
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { user, secret, headers };
}

describe('the second factor limits', () => {
  it('50 anonymous wrong challenges do not stop a real administrator from another address', async () => {
    const { user, secret } = await enrolled('AD');
    const statuses = new Set<number>();
    for (let i = 0; i < 50; i += 1) {
      const anonymous = await post(
        'auth/mfa/verify/',
        { challenge: 'x.y.z', code: '123456' },
        `198.51.100.${(i % 5) + 1}`,
      );
      statuses.add(anonymous.statusCode);
    }
    expect([...statuses]).toEqual([401]);
    const signIn = await post(
      'auth/token/',
      { email: user.email, password: PASSWORD },
      '203.0.113.9',
    );
    const challenge = signIn.json<{ mfa_challenge: string }>().mfa_challenge;
    const verified = await post(
      'auth/mfa/verify/',
      { challenge, code: appCode(secret, 30) },
      '203.0.113.9',
    );
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it("counts a challenge's codes against its own account only", async () => {
    const victim = await enrolled('MG');
    const other = await enrolled('MG');
    const challengeOf = async (email: string) =>
      (await post('auth/token/', { email, password: PASSWORD }, '203.0.113.20')).json<{
        mfa_challenge: string;
      }>().mfa_challenge;
    const theirs = await challengeOf(other.user.email);
    // Ten calls about one account (from ten addresses) fill that account's bucket, not another's.
    for (let i = 0; i < 10; i += 1) {
      await post(
        'auth/mfa/verify/',
        { challenge: theirs, code: 'ABCDEFGHJK' },
        `198.18.1.${i + 1}`,
      );
    }
    const limited = await post('auth/mfa/verify/', { challenge: theirs, code: 'x' }, '198.18.1.99');
    expect(limited.statusCode).toBe(429);
    const mine = await challengeOf(victim.user.email);
    const verified = await post(
      'auth/mfa/verify/',
      { challenge: mine, code: appCode(victim.secret, 30) },
      '198.18.2.1',
    );
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('limits setup and confirm per signed-in user, not in one bucket for everyone', async () => {
    const busy = await createUser(context, { role: 'MG' });
    const busyHeaders = bearer((await login(context, busy.email)).access);
    for (let i = 0; i < 10; i += 1) {
      await post(
        'users/mfa/confirm/',
        { code: '000000', password: PASSWORD },
        `198.18.3.${i + 1}`,
        busyHeaders,
      );
    }
    const busyLimited = await post(
      'users/mfa/setup/',
      { password: PASSWORD },
      '198.18.3.50',
      busyHeaders,
    );
    expect(busyLimited.statusCode).toBe(429);
    // Another user, from another address, sets up and confirms at once.
    await enrolled('MG');
  });
});
