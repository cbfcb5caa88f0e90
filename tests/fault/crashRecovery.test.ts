import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import type { ApiProcess } from './support/apiProcess';
import { attempt, call, sleep, waitFor } from './support/http';
import type { PostgresCluster } from './support/postgresCluster';
import { fault, newTally } from './support/tally';
import { startFaultWorld, stopFaultWorld, type FaultWorld } from './support/faultWorld';

const WORKERS = 6;
/** Acknowledged writes after which the database is killed: twice, mid-stream. */
const CRASH_AFTER = [40, 110];
const ENOUGH = 180;

const tally = newTally();
let cluster: PostgresCluster;
let api: ApiProcess;
let db: Kysely<Database>;
let token: string;
let world: FaultWorld | undefined;

beforeAll(async () => {
  world = await startFaultWorld();
  ({ cluster, api, db, token } = world);
});

afterAll(() => stopFaultWorld(world, 'crashRecovery', tally));

interface Write {
  kind: 'issue' | 'code';
  key: string;
  status: number;
}

describe('kill -9 of the database mid-stream', () => {
  it('keeps every write it acknowledged', async () => {
    const writes: Write[] = [];
    const acknowledged = () => writes.filter((w) => w.status >= 200 && w.status < 300).length;
    let next = 0;
    let done = false;

    // Feedback issues and access codes, each with a key of its own, from several callers at once.
    const worker = async () => {
      while (!done) {
        next += 1;
        const n = next;
        const write: Write =
          n % 2 === 0
            ? { kind: 'issue', key: `Crash test issue ${n}`, status: 0 }
            : { kind: 'code', key: `CRASH-${n}`, status: 0 };
        const answer =
          write.kind === 'issue'
            ? await attempt(api.url, 'POST', '/api/v2/feedback/issues/create/', {
                token,
                body: { title: write.key, text: null },
              })
            : await attempt(api.url, 'POST', '/api/v2/admin/access-codes/', {
                token,
                body: { code: write.key },
              });
        write.status = answer.status;
        writes.push(write);
        if (answer.status >= 300) {
          await sleep(50);
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, worker);

    try {
      for (const threshold of CRASH_AFTER) {
        await waitFor(`${threshold} acknowledged writes`, () => {
          api.assertRunning();
          return acknowledged() >= threshold;
        });
        await cluster.kill9();
        fault(tally, 'kill -9 of PostgreSQL');
        await sleep(300);
        await cluster.start();
      }
      await waitFor(
        `${ENOUGH} acknowledged writes`,
        () => {
          api.assertRunning();
          return acknowledged() >= ENOUGH;
        },
        60_000,
      );
    } finally {
      done = true;
      await Promise.all(workers);
    }

    // While PostgreSQL was gone the API said so (503) or was mid-answer when the connection
    // died; it never crashed and never answered anything else.
    const statuses = new Set(writes.map((w) => w.status));
    const unhandled = api
      .output()
      .split('\n')
      .filter((line) => line.includes('unhandled error'));
    expect(
      [...statuses].filter((s) => ![201, 503].includes(s)),
      unhandled.join('\n'),
    ).toEqual([]);
    expect(writes.some((w) => w.status === 503)).toBe(true);
    api.assertRunning();

    const acked = writes.filter((w) => w.status === 201);
    const issues = new Set(
      (await db.selectFrom('issues').select('title').execute()).map((row) => row.title),
    );
    const codes = new Set(
      (await db.selectFrom('access_codes').select('code').execute()).map((row) => row.code),
    );
    const missing = acked.filter((w) => !(w.kind === 'issue' ? issues : codes).has(w.key));
    expect(missing).toEqual([]);
    tally.writesChecked += acked.length;

    // The API answers normally afterwards, on the same process.
    expect((await call(api.url, 'GET', '/api/v2/users/profile/', { token })).status).toBe(200);
  });
});
