import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;

beforeAll(async () => {
  context = await startTestApp({
    rateLimit: { general: 40, sensitivePerAddress: 8, sensitivePerAccount: 3 },
  });
});
afterAll(() => context.close());

function signIn(email: string, ip = '203.0.113.1') {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/token/',
    payload: { email, password: 'wrong-password-123' },
    remoteAddress: ip,
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
});
