import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import { signJwt } from '../api/support/jwt';
import { startApi, type ApiProcess } from './support/apiProcess';
import { connect, PASSWORD, staff } from './support/fixtures';
import { call } from './support/http';
import { createCluster, type PostgresCluster } from './support/postgresCluster';
import { fault, newTally, saveTally } from './support/tally';

/** The Redis these machines run; every key of this run starts with its own prefix. */
const REDIS_URL = 'redis://127.0.0.1:6379';
const PREFIX = `fault-shared-limits-${process.pid}-${Date.now()}:`;
const PER_ACCOUNT = 5;
const PER_ADDRESS = 30;
const BAD_TOKENS = 100;

const tally = newTally();
let cluster: PostgresCluster;
let redis: Redis;
let a: ApiProcess;
let b: ApiProcess;
let db: Kysely<Database>;
/** Sign-in-like calls this file has made from 127.0.0.1 so far (the per-address bucket). */
let sensitiveCalls = 0;

beforeAll(async () => {
  cluster = await createCluster();
  await cluster.start();
  redis = new Redis(REDIS_URL);
  const env = {
    REDIS_URL,
    REDIS_PREFIX: PREFIX,
    RATE_LIMIT_SENSITIVE_ACCOUNT: String(PER_ACCOUNT),
    RATE_LIMIT_SENSITIVE_ADDRESS: String(PER_ADDRESS),
    // The backoff would refuse the account on its own; this file measures the shared limit.
    LOGIN_BACKOFF_AFTER: '1000',
  };
  // One after the other: the first migrates the empty database.
  a = await startApi({ databaseUrl: cluster.url, env });
  b = await startApi({ databaseUrl: cluster.url, env });
  db = connect(cluster.url);
});

afterAll(async () => {
  saveTally(inject('faultTallyDir'), 'sharedLimits', tally);
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  const keys = (await redis?.keys(`${PREFIX}*`)) ?? [];
  if (keys.length > 0) {
    await redis.del(...keys);
  }
  redis?.disconnect();
  await db?.destroy();
  await cluster?.destroy();
});

function wrongSignIn(api: ApiProcess, email: string, headers: Record<string, string> = {}) {
  sensitiveCalls += 1;
  return call(api.url, 'POST', '/api/v2/auth/token/', {
    body: { email, password: 'Wrong-password-123', remember: false },
    headers,
  });
}

describe('two API processes on one PostgreSQL and one Redis', () => {
  it('meet the per-account sign-in limit at its configured count, not twice', async () => {
    const account = await staff(db, 'MG');
    const statuses: number[] = [];
    for (let i = 0; i < PER_ACCOUNT * 2; i += 1) {
      statuses.push((await wrongSignIn(i % 2 ? b : a, account.email)).status);
    }
    fault(tally, 'race between the two processes', statuses.length);
    expect(statuses).toEqual([
      ...Array<number>(PER_ACCOUNT).fill(401),
      ...Array<number>(PER_ACCOUNT).fill(429),
    ]);
    // The right password is refused too while the account's bucket is full, on either process.
    for (const api of [a, b]) {
      sensitiveCalls += 1;
      const right = await call(api.url, 'POST', '/api/v2/auth/token/', {
        body: { email: account.email, password: PASSWORD, remember: false },
      });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const counted = await redis.keys(`${PREFIX}*`);
    expect(counted.length).toBeGreaterThan(0);
  });

  it('do not let a spoofed X-Forwarded-For reset the per-address limit', async () => {
    const left = PER_ADDRESS - sensitiveCalls;
    expect(left).toBeGreaterThan(5);
    const statuses: number[] = [];
    for (let i = 0; i < left + 10; i += 1) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.${i % 250}` };
      statuses.push((await wrongSignIn(i % 2 ? b : a, `spray${i}@example.org`, spoofed)).status);
    }
    fault(tally, 'spoofed X-Forwarded-For', statuses.length);
    expect(statuses).toEqual([...Array<number>(left).fill(401), ...Array<number>(10).fill(429)]);
    // The audit log holds the socket's address, never the one the caller wrote.
    const ips = await db
      .selectFrom('audit_log')
      .select('ip')
      .distinct()
      .where('action', '=', 'auth.login_failed')
      .execute();
    expect(ips.map((row) => row.ip)).toEqual(['127.0.0.1']);
  });

  it('limit a hundred bad bearer tokens, wherever they land', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < BAD_TOKENS; i += 1) {
      const forged = signJwt({ sub: `forged-${i}`, aud: 'staff' }, `not-the-secret-${i}-padding`);
      const answer = await call<{ message: string; data: object }>(
        (i % 2 ? b : a).url,
        'GET',
        '/api/v2/users/shallow-profile/',
        { token: forged, headers: { 'accept-language': 'zu' } },
      );
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body).toEqual({
          message: 'Izicelo ziningi kakhulu. Sicela ulinde kancane bese uzama futhi.',
          data: {},
        });
      }
    }
    fault(tally, 'bad bearer token', statuses.length);
    expect(statuses).toEqual([
      ...Array<number>(PER_ADDRESS).fill(401),
      ...Array<number>(BAD_TOKENS - PER_ADDRESS).fill(429),
    ]);
  });
});
