import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import type { ApiProcess } from './support/apiProcess';
import { attempt, call, waitFor } from './support/http';
import type { PostgresCluster } from './support/postgresCluster';
import { fault, newTally } from './support/tally';
import { startFaultWorld, stopFaultWorld, type FaultWorld } from './support/faultWorld';

/** Spec section 8: the message for a network or timeout failure. */
const NO_CONNECTION =
  'Could not connect to our the servers. Make sure you have an internet connection and try again.';

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

afterAll(() => stopFaultWorld(world, 'databaseDown', tally));

const profile = () => call(api.url, 'GET', '/api/v2/users/profile/', { token });
const raise = (title: string) =>
  call<{ uuid: string }>(api.url, 'POST', '/api/v2/feedback/issues/create/', {
    token,
    body: { title, text: 'Written while the database came and went.' },
  });

describe('the database goes away and comes back', () => {
  it('answers 503 with the no-connection message and Retry-After while it is down, then recovers by itself', async () => {
    expect((await profile()).status).toBe(200);
    expect((await raise('Before the outage')).status).toBe(201);

    // Two outages in a row: the pool must drop its dead connections each time and reconnect.
    for (const outage of [1, 2]) {
      await cluster.stop();
      fault(tally, 'database stop');
      for (const answer of [
        await profile(),
        await raise(`During outage ${outage}`),
        await call(api.url, 'GET', '/api/v2/feedback/issues/?page=1&page_size=10', { token }),
      ]) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(503);
        expect(answer.body).toEqual({ message: NO_CONNECTION, data: {} });
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      const health = await call(api.url, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).not.toBeNull();

      await cluster.start();
      // Nobody restarts the API: it answers again once the database does.
      await waitFor(
        'the API to recover',
        async () => {
          api.assertRunning();
          const answer = await attempt(api.url, 'GET', '/api/v2/users/profile/', { token });
          return answer.status === 200;
        },
        20_000,
      );
      const after = await raise(`After outage ${outage}`);
      expect(after.status).toBe(201);
    }

    const titles = await db.selectFrom('issues').select('title').execute();
    const written = titles.map((row) => row.title).sort();
    expect(written).toEqual(['After outage 1', 'After outage 2', 'Before the outage']);
    tally.writesChecked += written.length;
    // Refused writes left nothing behind.
    expect(written.some((title) => title.startsWith('During'))).toBe(false);
  });

  it('kept running through it: same process, still serving', async () => {
    api.assertRunning();
    expect((await profile()).status).toBe(200);
  });
});
