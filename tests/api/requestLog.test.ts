import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { chargeFor } from './support/fixtures';
import { mailsSentTo } from './support/mailbox';
import {
  bearer,
  createUser,
  login,
  PASSWORD,
  testConfig,
  type TestContext,
} from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

const NEW_PASSWORD = 'A-log-free-password-2026';
/** Health values only the journey holds: they reach its reader, never the log. */
const ANSWERS = [3, 3, 3, 3, 3, 2, 3, 1];

/** Every key a log line may hold, at any depth: pino's, Fastify's and the request id and user. */
const ALLOWED_KEYS = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'user',
  'req',
  'res',
  'method',
  'path',
  'statusCode',
  'responseTime',
  'err',
  'type',
  'message',
  'stack',
  'code',
]);

let database: TestDatabase;
const lines: string[] = [];

async function appWith(overrides: Partial<Config>): Promise<TestContext> {
  const app = await buildApp({
    config: { ...testConfig(), logLevel: 'debug', ...overrides },
    db: database.db,
    logger: true,
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
  return { app, database, close: () => app.close() };
}

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap(keysOf);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('the request log', () => {
  it('holds no password, token, code or health value through a sign-in, a reset and a journey', async () => {
    const context = await appWith({});
    const manager = await createUser(context);
    const first = await login(context, manager.email);

    await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/forgot-password/',
      payload: { email: manager.email },
    });
    const mails = await mailsSentTo(context, manager.email);
    const resetToken = /reset token is: ([A-Z0-9]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect(resetToken).toMatch(/^[A-Z0-9]{14}$/);
    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/new-password/',
      payload: { token: resetToken, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const second = await login(context, manager.email, NEW_PASSWORD);
    const refreshed = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/refresh/',
      payload: { refresh: second.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    // A wrong password is logged as a refusal, without the password tried.
    const wrong = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/',
      payload: { email: manager.email, password: 'Wrong-password-tried-99' },
      headers: { cookie: 'session=cookie-secret-value' },
    });
    expect(wrong.statusCode).toBe(401);

    const charge = await chargeFor(context, [{ user: manager, consent: 'GV' }]);
    await database.db
      .insertInto('questionnaires')
      .values({
        charge_id: charge.id,
        kind: 'phq8',
        answers: ANSWERS,
        total_score: 21,
        posted_at: new Date(),
      })
      .execute();
    const journey = await context.app.inject({
      url: `/api/v2/charges/${charge.uuid}/sessions/`,
      headers: bearer(second.access),
    });
    expect(journey.statusCode).toBe(200);
    expect(journey.body).toContain(`"qs":[${ANSWERS.join(',')}]`);
    await context.close();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      'Wrong-password-tried-99',
      'cookie-secret-value',
      first.access,
      first.refresh,
      second.access,
      second.refresh,
      refreshed.json<{ access: string }>().access,
      resetToken,
      ANSWERS.join(','),
      'severe',
      'phq8',
      'totalScore',
    ]) {
      expect(log).not.toContain(secret);
    }
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const keys = new Set(parsed.flatMap(keysOf));
    expect([...keys].filter((key) => !ALLOWED_KEYS.has(key))).toEqual([]);

    // Every line of a request carries its id, which the answer carries back; the journey's
    // lines name the reader once signed in.
    const journeyId = journey.headers['x-request-id'];
    expect(journeyId).toMatch(/^[0-9a-f-]{36}$/);
    const journeyLines = parsed.filter((line) => line.reqId === journeyId);
    expect(journeyLines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    const completed = journeyLines.find((line) => line.msg === 'request completed');
    expect(completed?.user).toBe(manager.uuid);
    for (const line of parsed.filter((l) => l.req !== undefined || l.res !== undefined)) {
      expect(line.reqId).toEqual(expect.any(String));
    }
  });

  it('keeps a trusted proxy’s X-Request-Id and ignores anyone else’s', async () => {
    const direct = await appWith({});
    const ignored = await direct.app.inject({
      url: '/api/health/live',
      headers: { 'x-request-id': 'forged-by-a-caller' },
    });
    expect(ignored.headers['x-request-id']).not.toBe('forged-by-a-caller');
    await direct.close();

    // inject's connection comes from 127.0.0.1: the proxy itself.
    const proxied = await appWith({ trustProxy: ['loopback'] });
    const kept = await proxied.app.inject({
      url: '/api/v2/users/profile/',
      headers: { 'x-request-id': 'lb-7f3a-0001' },
    });
    expect(kept.statusCode).toBe(401);
    expect(kept.headers['x-request-id']).toBe('lb-7f3a-0001');
    const malformed = await proxied.app.inject({
      url: '/api/health/live',
      headers: { 'x-request-id': 'has spaces\tand tabs' },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await proxied.close();
    expect(lines.some((line) => line.includes('"reqId":"lb-7f3a-0001"'))).toBe(true);
  });
});
