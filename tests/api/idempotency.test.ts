import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

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
