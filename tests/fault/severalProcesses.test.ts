import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import { buildServer, PROJECT_ROOT } from '../../scripts/support/serverBundle';
import type { Database } from '../../server/db/database';
import { translate } from '../../server/lib/translate';
import { startApi, type ApiOptions, type ApiProcess } from './support/apiProcess';
import { connect, PASSWORD, staff } from './support/fixtures';
import { attempt, call, signIn, sleep, waitFor, type Answer } from './support/http';
import { startHaProxy, SERVED_BY, type HaProxy } from './support/haProxy';
import { kernelPort } from './support/kernelPort';
import { startPgBouncer, type PgBouncer } from './support/pgBouncer';
import { createCluster, type PostgresCluster } from './support/postgresCluster';
import { startSmtpSink, type SmtpSink } from './support/smtpSink';
import { fault, newTally, saveTally } from './support/tally';

/**
 * The deployment of the README's "Several processes by hand": HAProxy in front of two API
 * processes, PgBouncer in transaction mode in front of PostgreSQL, one Redis. Under a bounded
 * mixed load one process is killed outright and started again. The processes run the release
 * build (plain `node`), as a deployment does, which also starts them in a fraction of tsx's time.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const PREFIX = `fault-several-${process.pid}-${Date.now()}:`;
const CLIENTS = 6;
/** Paced for 400 requests over 15 s, all clients together (fewer on a busy machine). */
const REQUESTS = 400;
const LOAD_MS = 15_000;
const PACE_MS = (LOAD_MS * CLIENTS) / REQUESTS;
const KILL_AFTER_MS = 4_000;
/** The load goes on this long after the restarted process is ready, so it takes traffic again. */
const AFTER_RESTART_MS = 2_000;
/** A client's pause before it retries; it honours a shorter `Retry-After` only. */
const RETRY_PAUSE_MS = 300;
const MAX_ATTEMPTS = 40;
/** Each API process's pool; PgBouncer's to PostgreSQL is smaller, as in a real deployment. */
const API_POOL = 10;
const PGBOUNCER_POOL = 8;
const LOCK_AFTER = 5;

const tally = newTally();
let cluster: PostgresCluster;
let bouncer: PgBouncer;
let proxy: HaProxy;
let sink: SmtpSink;
let redis: Redis;
let db: Kysely<Database>;
const apis: Record<'a' | 'b', ApiProcess | undefined> = { a: undefined, b: undefined };
const ports = { a: 0, b: 0 };
let apiOptions: (name: 'a' | 'b') => ApiOptions;
let managers: { email: string }[];

beforeAll(async () => {
  cluster = await createCluster();
  const [bundle] = await Promise.all([
    buildServer(join(PROJECT_ROOT, '.test-artifacts', 'fault-several')),
    cluster.start(),
  ]);
  [bouncer, sink, ports.a, ports.b] = await Promise.all([
    startPgBouncer(cluster.url, PGBOUNCER_POOL),
    startSmtpSink(),
    kernelPort(),
    kernelPort(),
  ]);
  redis = new Redis(REDIS_URL);
  apiOptions = (name) => ({
    databaseUrl: bouncer.url,
    smtpUrl: sink.url,
    compiled: bundle,
    env: {
      // The test runner's loader options are not the release's.
      NODE_OPTIONS: '',
      PORT: String(ports[name]),
      DATABASE_PREPARE: 'off',
      DATABASE_POOL_SIZE: String(API_POOL),
      REDIS_URL,
      REDIS_PREFIX: PREFIX,
      TRUST_PROXY: '127.0.0.1',
      LOGIN_BACKOFF_AFTER: String(LOCK_AFTER),
      MAIL_POLL_MS: '200',
    },
  });
  // One after the other: each start is CPU-bound (compiling its schemas), and two at once on a
  // busy machine could take both past their start limit.
  apis.a = await startApi(apiOptions('a'));
  apis.b = await startApi(apiOptions('b'));
  proxy = await startHaProxy(ports);
  db = connect(cluster.url);
  managers = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    managers.push(await staff(db, 'MG'));
  }
  // HAProxy sends traffic once it has seen each process ready.
  const seen = new Set<string>();
  await waitFor('HAProxy to answer from both processes', async () => {
    const answer = await attempt(proxy.url, 'GET', '/api/health/ready');
    seen.add(answer.headers.get(SERVED_BY) ?? '');
    return seen.has('a') && seen.has('b');
  });
  // Two API starts in a row, each CPU-bound: on a machine shared with other work they alone can
  // pass the suite's 120 s hook limit, which is there to catch a hang, not to time a start.
}, 240_000);

afterAll(async () => {
  saveTally(inject('faultTallyDir'), 'severalProcesses', tally);
  await Promise.all([apis.a?.stop('SIGKILL'), apis.b?.stop('SIGKILL')]);
  await proxy?.stop();
  await bouncer?.stop();
  await sink?.close();
  const keys = (await redis?.keys(`${PREFIX}*`)) ?? [];
  if (keys.length > 0) {
    await redis.del(...keys);
  }
  redis?.disconnect();
  await db?.destroy();
  await cluster?.destroy();
});

/** One request as a client sends it: retried on a 503, a 502 or a dropped connection. */
interface Sent {
  what: 'sign-in' | 'read' | 'write';
  statuses: number[];
  /** 503s that did not say when to come back. */
  withoutRetryAfter: number;
  /** The last answer, unless every attempt was refused. */
  answer?: Answer;
  /** The write's Idempotency-Key, also its charge request's last name. */
  key?: string;
}

async function send(sent: Sent, request: () => Promise<Answer>): Promise<Sent> {
  for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
    const answer = await request();
    sent.statuses.push(answer.status);
    if (answer.status === 503) {
      const after = Number(answer.headers.get('retry-after'));
      if (!(after > 0)) {
        sent.withoutRetryAfter += 1;
      }
      await sleep(Math.min(after * 1000 || RETRY_PAUSE_MS, RETRY_PAUSE_MS));
    } else if (answer.status === 0 || answer.status === 502 || answer.status === 504) {
      // The process died with the request: nothing says whether it was done, so the same
      // request goes again (a write with the same Idempotency-Key).
      await sleep(RETRY_PAUSE_MS);
    } else {
      sent.answer = answer;
      return sent;
    }
  }
  return sent;
}

const IN_PROGRESS = translate('portal.api.idempotency.in_progress');

/** A write sent again before the database ended its dead first attempt's transaction: 409. */
const inDoubt = (sent: Sent) =>
  sent.what === 'write' &&
  sent.answer?.status === 409 &&
  (sent.answer.body as { message?: string }).message === IN_PROGRESS;

describe('HAProxy, two API processes, PgBouncer (transaction mode) and Redis', () => {
  it('lose no acknowledged write and send each mail once when a process is killed', async () => {
    const all: Sent[] = [];
    let stopAt = Date.now() + LOAD_MS;
    const client = async (index: number) => {
      const { email } = managers[index]!;
      let token = '';
      for (let n = 0; Date.now() < stopAt; n += 1) {
        const started = Date.now();
        const what = n % 7 === 0 ? 'sign-in' : n % 2 === 0 ? 'read' : 'write';
        const sent: Sent = { what, statuses: [], withoutRetryAfter: 0 };
        all.push(sent);
        if (what === 'sign-in' || token === '') {
          sent.what = 'sign-in';
          await send(sent, () =>
            attempt(proxy.url, 'POST', '/api/v2/auth/token/', {
              body: { email, password: PASSWORD, remember: false },
            }),
          );
          token = (sent.answer?.body as { access?: string } | undefined)?.access ?? '';
        } else if (what === 'read') {
          await send(sent, () => attempt(proxy.url, 'GET', '/api/v2/users/profile/', { token }));
        } else {
          const key = `several-${index}-${n}`;
          sent.key = key;
          await send(sent, () =>
            attempt(proxy.url, 'POST', '/api/v2/case-managers/charge-requests/', {
              token,
              headers: { 'idempotency-key': key },
              body: {
                first_name: 'Sipho',
                last_name: key,
                email: null,
                company: null,
                policy_number: null,
                designation: 'Case manager',
                should_request_consent: false,
                // Every third write invites a supporter: a mail for the workers to deliver.
                ...(n % 3 === 1
                  ? { invited_supporters: [{ email: `${key}@example.org`, designation: 'OT' }] }
                  : {}),
              },
            }),
          );
        }
        await sleep(Math.max(0, PACE_MS - (Date.now() - started)));
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));

    await sleep(KILL_AFTER_MS);
    await apis.a!.stop('SIGKILL');
    fault(tally, 'kill -9 of an API process');
    apis.a = undefined;
    // Started again where HAProxy expects it; it must migrate (nothing to do) and become ready
    // behind PgBouncer while the other process carries the load.
    apis.a = await startApi(apiOptions('a'));
    stopAt = Math.max(stopAt, Date.now() + AFTER_RESTART_MS);
    await load;

    // Every request got its answer in the end; the refusals on the way said when to come back.
    const unanswered = all.filter((sent) => sent.answer === undefined);
    expect(unanswered.map((sent) => `${sent.what}: ${sent.statuses.join(' ')}`)).toEqual([]);
    expect(all.reduce((sum, sent) => sum + sent.withoutRetryAfter, 0)).toBe(0);
    const unexpected = all.filter((sent) => {
      const status = sent.answer!.status;
      return sent.what === 'write' ? status !== 201 && !inDoubt(sent) : status !== 200;
    });
    expect(unexpected.map((sent) => `${sent.what}: ${sent.statuses.join(' ')}`)).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(CLIENTS * 4);

    // Each write is stored once at most (a retry replays its first answer, never writes twice);
    // each acknowledged one is there; one in doubt (its process died with it) may be either.
    const writes = all.filter((sent) => sent.what === 'write');
    const stored = await db
      .selectFrom('charge_requests')
      .select(['last_name', (eb) => eb.fn.countAll<number>().as('copies')])
      .where(
        'last_name',
        'in',
        writes.map((sent) => sent.key!),
      )
      .groupBy('last_name')
      .execute();
    const copies = new Map(stored.map((row) => [row.last_name, Number(row.copies)]));
    expect(stored.filter((row) => Number(row.copies) !== 1)).toEqual([]);
    const acknowledged = writes.filter((sent) => sent.answer!.status === 201);
    expect(acknowledged.filter((sent) => copies.get(sent.key!) !== 1)).toEqual([]);
    tally.writesChecked += acknowledged.length;

    // The restarted process took traffic again, and no migration lock is left behind.
    await waitFor('HAProxy to send traffic to the restarted process', async () => {
      const answer = await attempt(proxy.url, 'GET', '/api/health/ready');
      return answer.headers.get(SERVED_BY) === 'a';
    });
    const locks = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'`.execute(db);
    expect(locks.rows[0]?.n).toBe(0);

    // Both processes' mail workers deliver; each mail leaves once.
    await waitFor(
      'every mail to leave the queue',
      async () => {
        const pending = await db
          .selectFrom('mails')
          .select('id')
          .where('status', '!=', 'SS')
          .execute();
        return pending.length === 0;
      },
      30_000,
    );
    const mails = await db.selectFrom('mails').select('recipients').execute();
    expect(mails.length).toBeGreaterThan(0);
    const delivered = new Map<string, number>();
    for (const mail of sink.received) {
      const to = [...mail.to].sort().join(',');
      delivered.set(to, (delivered.get(to) ?? 0) + 1);
    }
    expect(
      mails.filter((row) => delivered.get([...row.recipients].sort().join(',')) !== 1),
    ).toEqual([]);
    expect(sink.received.length).toBe(mails.length);
    tally.mailsChecked += mails.length;
  });

  it('share sessions and sign-in locks between the processes', async () => {
    const [a, b] = [apis.a!, apis.b!];
    // A token from either process works on the other.
    const fromA = await signIn(a.url, managers[0]!.email, PASSWORD);
    const fromB = await signIn(b.url, managers[1]!.email, PASSWORD);
    expect((await call(b.url, 'GET', '/api/v2/users/profile/', { token: fromA })).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/v2/users/profile/', { token: fromB })).status).toBe(200);

    // Failed sign-ins on one lock the account on the other, right password or not.
    const account = await staff(db, 'MG');
    for (let i = 0; i < LOCK_AFTER; i += 1) {
      const wrong = await call(a.url, 'POST', '/api/v2/auth/token/', {
        body: { email: account.email, password: 'Wrong-password-123', remember: false },
      });
      expect(wrong.status).toBe(401);
    }
    const locked = await call(b.url, 'POST', '/api/v2/auth/token/', {
      body: { email: account.email, password: PASSWORD, remember: false },
    });
    fault(tally, 'race between the two processes', LOCK_AFTER + 1);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
