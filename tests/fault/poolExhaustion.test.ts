import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import type { ApiProcess } from './support/apiProcess';
import { call, waitFor } from './support/http';
import { deferred } from './support/deferred';
import { fault, newTally } from './support/tally';
import { startFaultWorld, stopFaultWorld, type FaultWorld } from './support/faultWorld';

/** The API's pool size (`server/db/connect.ts`). */
const POOL = 10;

const tally = newTally();
let api: ApiProcess;
let db: Kysely<Database>;
let token: string;
let world: FaultWorld | undefined;

beforeAll(async () => {
  world = await startFaultWorld();
  ({ api, db, token } = world);
});

afterAll(() => stopFaultWorld(world, 'poolExhaustion', tally));

const waitingOnLocks = async () => {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'`.execute(db);
  return rows[0]?.n ?? 0;
};

describe('every pooled connection stuck behind a lock', () => {
  it('fails the next request fast with 503 and Retry-After, then serves the stuck ones', async () => {
    const released = deferred();
    const locked = deferred();
    // Another client holds the issues table, so every write to it waits, holding its connection.
    const holder = db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE issues IN ACCESS EXCLUSIVE MODE`.execute(trx);
      locked.resolve();
      await released.promise;
    });
    await locked.promise;

    const titles = Array.from({ length: POOL }, (_, i) => `Stuck behind a lock ${i}`);
    const stuck = titles.map((title) =>
      call(api.url, 'POST', '/api/v2/feedback/issues/create/', { token, body: { title } }),
    );
    try {
      await waitFor('the pool to fill', async () => (await waitingOnLocks()) >= POOL, 15_000);
      fault(tally, 'pool exhaustion');

      const started = Date.now();
      const refused = await call(api.url, 'GET', '/api/v2/users/profile/', { token });
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Fails fast (the pool's 2 s connection timeout) instead of queueing without bound.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      released.resolve();
      await holder;
    }

    const answers = await Promise.all(stuck);
    expect(answers.map((a) => a.status)).toEqual(titles.map(() => 201));
    const stored = await db.selectFrom('issues').select('title').execute();
    expect(stored.map((row) => row.title).sort()).toEqual([...titles].sort());
    tally.writesChecked += titles.length;
    expect((await call(api.url, 'GET', '/api/v2/users/profile/', { token })).status).toBe(200);
  });
});
