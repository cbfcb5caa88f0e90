import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseManager, chargeRequest, registeredClient, type Client } from './support/app';
import {
  PASSWORD,
  bearer,
  createUser,
  login,
  signedInAdmin,
  startTestApp,
  type TestContext,
} from './support/testApp';

let context: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  context = await startTestApp();
  const manager = await createUser(context, { username: 'idempotent-manager' });
  headers = bearer((await login(context, manager.email)).access);
});
afterAll(() => context.close());

function create(firstName: string, key?: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/case-managers/charge-requests/',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: { first_name: firstName, last_name: 'Retry', designation: 'Case manager' },
  });
}

async function requestsNamed(firstName: string): Promise<number> {
  const rows = await context.database.db
    .selectFrom('charge_requests')
    .select('id')
    .where('first_name', '=', firstName)
    .execute();
  return rows.length;
}

describe('Idempotency-Key', () => {
  it('answers a replay with the stored answer and creates nothing twice', async () => {
    const first = await create('Once', 'key-1');
    const replay = await create('Once', 'key-1');
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await requestsNamed('Once')).toBe(1);
  });

  it('refuses the same key with a different body with 422, changing nothing', async () => {
    await create('Original', 'key-2');
    const other = await create('Different', 'key-2');
    expect(other.statusCode).toBe(422);
    expect(await requestsNamed('Different')).toBe(0);
  });

  it('replays a refusal too, and keeps keys apart per caller', async () => {
    const bad = await context.app.inject({
      method: 'POST',
      url: '/api/v2/case-managers/charge-requests/',
      headers: { ...headers, 'idempotency-key': 'key-3' },
      payload: { first_name: '  ', last_name: 'X', designation: 'OT' },
    });
    expect(bad.statusCode).toBe(400);
    const again = await context.app.inject({
      method: 'POST',
      url: '/api/v2/case-managers/charge-requests/',
      headers: { ...headers, 'idempotency-key': 'key-3' },
      payload: { first_name: '  ', last_name: 'X', designation: 'OT' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const colleague = await createUser(context, { username: 'idempotent-colleague' });
    const theirs = await context.app.inject({
      method: 'POST',
      url: '/api/v2/case-managers/charge-requests/',
      headers: {
        ...bearer((await login(context, colleague.email)).access),
        'idempotency-key': 'key-1',
      },
      payload: { first_name: 'Theirs', last_name: 'Retry', designation: 'Case manager' },
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('creates twice without a key', async () => {
    await create('Twice');
    await create('Twice');
    expect(await requestsNamed('Twice')).toBe(2);
  });
});

describe('Idempotency-Key for app clients and secrets', () => {
  it('keeps two app clients apart even from one address', async () => {
    const creator = await caseManager(context);
    const first = await registeredClient(context, creator);
    const second = await registeredClient(context, creator);
    const post = (client: Client) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v2/app/sessions/',
        headers: { ...client.headers, 'idempotency-key': 'same-key' },
        payload: { started_at: new Date(Date.now() - 60_000).toISOString(), duration_seconds: 60 },
      });
    expect((await post(first)).statusCode).toBe(201);
    const other = await post(second);
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it('never stores an answer that holds tokens', async () => {
    const user = await createUser(context, { username: 'idempotent-signin' });
    const signIn = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/v2/auth/token/',
        headers: { 'idempotency-key': 'sign-in-key' },
        payload: { email: user.email, password: PASSWORD },
      });
    expect((await signIn()).statusCode).toBe(200);
    const again = await signIn();
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const stored = await context.database.db
      .selectFrom('idempotency_keys')
      .select('response_body')
      .execute();
    expect(stored.map((s) => s.response_body ?? '').join('')).not.toMatch(/"refresh"/);
  });

  it('answers a key whose request is still running with 409, within its lease', async () => {
    expect((await create('Running', 'running')).statusCode).toBe(201);
    // The row as it was while that request ran: claimed, not answered yet, lease not over.
    await unanswered('running', new Date(Date.now() + 60_000));
    const retry = await create('Running', 'running');
    expect(retry.statusCode).toBe(409);
    expect(await requestsNamed('Running')).toBe(1);
  });

  it('gives up the key of a request that died mid-write once its lease ran out', async () => {
    expect((await create('Crashed', 'crashed')).statusCode).toBe(201);
    // What a process killed after its write and before its answer leaves behind.
    await unanswered('crashed', new Date(Date.now() - 1_000));
    const retry = await create('Crashed', 'crashed');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    const replay = await create('Crashed', 'crashed');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(retry.json());
  });

  it('forgets a key after a day, so it may be used for another request', async () => {
    expect((await create('Yesterday', 'daily')).statusCode).toBe(201);
    await context.database.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
      .where('key', '=', 'daily')
      .execute();
    const today = await create('Today', 'daily');
    expect(today.statusCode).toBe(201);
    expect(today.headers['idempotent-replayed']).toBeUndefined();
    expect(await requestsNamed('Today')).toBe(1);
  });
});

describe('Idempotency-Key on a write and its transaction', () => {
  it('stores the write and its answer together: nothing of a key is left when two race', async () => {
    const [first, second] = await Promise.all([create('Twin', 'twin'), create('Twin', 'twin')]);
    const statuses = [first.statusCode, second.statusCode];
    // On PostgreSQL the second finds the key held (409); the embedded database runs them in turn
    // (the second replays the first).
    expect(statuses).toContain(201);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(await requestsNamed('Twin')).toBe(1);
    const stored = await context.database.db
      .selectFrom('idempotency_keys')
      .select(['status_code', 'response_body'])
      .where('key', '=', 'twin')
      .execute();
    expect(stored).toEqual([{ status_code: 201, response_body: expect.any(String) as string }]);
  });

  it('keys a DELETE too: its replay is the first answer, not a 404', async () => {
    const manager = await caseManager(context);
    const { requestId } = await chargeRequest(context, manager);
    const withdraw = () =>
      context.app.inject({
        method: 'DELETE',
        url: `/api/v2/charge-requests/${requestId}/`,
        headers: { ...manager.headers, 'idempotency-key': 'withdraw-once' },
      });
    const first = await withdraw();
    expect(first.statusCode, first.body).toBeLessThan(300);
    const again = await withdraw();
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const unkeyed = await context.app.inject({
      method: 'DELETE',
      url: `/api/v2/charge-requests/${requestId}/`,
      headers: manager.headers,
    });
    expect(unkeyed.statusCode).toBe(404);
  });

  it('replays a refusal the route made of a failed statement, and writes nothing twice', async () => {
    const admin = (await signedInAdmin(context)).headers;
    const code = (key: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v2/admin/access-codes/',
        headers: { ...admin, 'idempotency-key': key },
        payload: { code: 'KEYED-TAKEN' },
      });
    expect((await code('code-first')).statusCode).toBe(201);
    const taken = await code('code-second');
    expect(taken.statusCode).toBe(400);
    const replay = await code('code-second');
    expect(replay.statusCode).toBe(400);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const rows = await context.database.db
      .selectFrom('access_codes')
      .select('id')
      .where('code', '=', 'KEYED-TAKEN')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

/** Sets a key back to claimed-but-unanswered, with its lease ending at `leaseUntil`. */
async function unanswered(key: string, leaseUntil: Date): Promise<void> {
  await context.database.db
    .updateTable('idempotency_keys')
    .set({ status_code: null, response_body: null, lease_until: leaseUntil })
    .where('key', '=', key)
    .execute();
}
