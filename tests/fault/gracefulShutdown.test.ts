import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import type { ApiProcess } from './support/apiProcess';
import { PASSWORD } from './support/fixtures';
import { attempt, waitFor } from './support/http';
import { fault, newTally } from './support/tally';
import { startFaultWorld, stopFaultWorld, type FaultWorld } from './support/faultWorld';

/** Sign-ins are slow on purpose (argon2id), so some are surely still running at SIGTERM. */
const SIGN_INS = 24;
const WRITES = 24;

const tally = newTally();
let api: ApiProcess;
let db: Kysely<Database>;
let admin: { email: string };
let token: string;
let world: FaultWorld | undefined;

beforeAll(async () => {
  world = await startFaultWorld();
  ({ api, db, admin, token } = world);
});

afterAll(() => stopFaultWorld(world, 'gracefulShutdown', tally));

const count = (text: string, what: string) => text.split(`"msg":"${what}"`).length - 1;

describe('SIGTERM to the API', () => {
  it('finishes every request in flight, loses none, then exits cleanly', async () => {
    const seenBefore = count(api.output(), 'incoming request');
    const doneBefore = count(api.output(), 'request completed');
    const signIns = Array.from({ length: SIGN_INS }, () =>
      attempt<{ access: string }>(api.url, 'POST', '/api/v2/auth/token/', {
        body: { email: admin.email, password: PASSWORD, remember: false },
      }),
    );
    const titles = Array.from({ length: WRITES }, (_, i) => `Written across shutdown ${i}`);
    const writes = titles.map((title) =>
      attempt(api.url, 'POST', '/api/v2/feedback/issues/create/', {
        token,
        body: { title, text: null },
      }),
    );
    // Every request has reached the server (it logged it) before the signal is sent.
    await waitFor(
      'every request to reach the server',
      () => count(api.output(), 'incoming request') - seenBefore >= SIGN_INS + WRITES,
      15_000,
      5,
    );
    const finishedAtSignal = count(api.output(), 'request completed') - doneBefore;
    const signalled = Date.now();
    await api.stop('SIGTERM');
    fault(tally, 'SIGTERM to the API');
    const code = await api.exited;
    // Idle keep-alive connections do not hold it open for their 72 s timeout.
    expect(Date.now() - signalled).toBeLessThan(10_000);

    // The signal really landed mid-stream, or this test would prove nothing.
    expect(finishedAtSignal).toBeLessThan(SIGN_INS + WRITES);
    const signInAnswers = await Promise.all(signIns);
    const writeAnswers = await Promise.all(writes);
    expect(signInAnswers.map((a) => a.status)).toEqual(signInAnswers.map(() => 200));
    for (const answer of signInAnswers) {
      expect(typeof (answer.body as { access?: unknown }).access).toBe('string');
    }
    expect(writeAnswers.map((a) => a.status)).toEqual(writeAnswers.map(() => 201));
    expect(code).toBe(0);
    expect(api.output()).toContain('shutting down');

    // Nothing acknowledged went missing, and the process is really gone.
    const stored = await db.selectFrom('issues').select('title').execute();
    expect(stored.map((row) => row.title).sort()).toEqual([...titles].sort());
    tally.writesChecked += titles.length;
    expect((await attempt(api.url, 'GET', '/api/health')).status).toBe(0);
  });
});
