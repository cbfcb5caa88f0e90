import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/db/database';
import { chargeFor } from './support/fixtures';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/** No oracles: answers that would tell whose address an address is. */
let context: TestContext;
let manager: User;
let headers: { authorization: string };

beforeAll(async () => {
  context = await startTestApp();
  manager = await createUser(context);
  headers = bearer((await login(context, manager.email)).access);
});
afterAll(() => context.close());

describe('add-supporter', () => {
  it('answers the same for a client’s, an administrator’s, a case manager’s and an unknown address', async () => {
    const charge = await chargeFor(context, [{ user: manager, canInviteOthers: true }]);
    const client = await chargeFor(context, []);
    const admin = await createUser(context, { role: 'AD', isSuperuser: true });
    // A case manager outside the caller's companies is no longer attached at once.
    const caseManager = await createUser(context);
    const add = async (email: string) => {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/v2/charges/${charge.uuid}/add-supporter/`,
        headers,
        payload: { email, designation: 'Occupational therapist' },
      });
      return { status: response.statusCode, body: response.json<unknown>() };
    };
    const unknown = await add('nobody.known@example.org');
    expect(unknown).toEqual({ status: 200, body: { is_new_supporter: true } });
    expect(await add(client.email)).toEqual(unknown);
    expect(await add(admin.email)).toEqual(unknown);
    expect(await add(caseManager.email)).toEqual(unknown);
    // All four are listed alike: invited.
    const invited = await context.database.db
      .selectFrom('invitations')
      .select('email')
      .where('charge_id', '=', charge.id)
      .execute();
    expect(invited.map((row) => row.email).sort()).toEqual(
      ['nobody.known@example.org', client.email, admin.email, caseManager.email].sort(),
    );
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe('forgot-password', () => {
  it('takes as long for a known address as for an unknown one (medians of 200 calls each)', async () => {
    const known = await createUser(context);
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 400; i += 1) {
      const which = i % 2 === 0 ? 'known' : 'unknown';
      const email = which === 'known' ? known.email : `nobody-${i}@example.org`;
      const started = performance.now();
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v2/auth/forgot-password/',
        payload: { email },
      });
      timings[which].push(performance.now() - started);
      expect(response.statusCode).toBe(200);
      // The background work of one call must not slow the next one down.
      await context.app.background.settled();
    }
    const difference = Math.abs(median(timings.known) - median(timings.unknown));
    // A known address once took 0.8 ms (70%) longer; the tolerance is the noise.
    expect(difference).toBeLessThan(0.25 + 0.2 * median(timings.unknown));
  });
});
