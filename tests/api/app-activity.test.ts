import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './support/testApp';
import {
  caseManager,
  fingerprint,
  post,
  registeredClient,
  type CaseManager,
  type Client,
} from './support/app';

let context: TestContext;
let manager: CaseManager;
let client: Client;
let modules: { id: number; name: string }[];

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
  client = await registeredClient(context, manager);
  // Seeded by the journey work later; the catalogue here is what the tests insert.
  modules = await context.database.db
    .insertInto('modules')
    .values([
      {
        name: 'Sleep well',
        description: 'Rest',
        duration_minutes: 15,
        total_pages: 4,
        position: 2,
      },
      { name: 'First steps', duration_minutes: 5, total_pages: 2, position: 1 },
    ])
    .returning(['id', 'name'])
    .execute();
});
afterAll(() => context.close());

/** A time `ms` from now, as the app sends it. */
function at(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

/** Posts the payload and expects a 4xx that changed nothing at all. */
async function refused(
  url: string,
  payload: unknown,
  status = 400,
): Promise<Record<string, string[]>> {
  const before = await fingerprint(context);
  const response = await post(context, url, client.headers, payload);
  expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
  expect(await fingerprint(context)).toEqual(before);
  return response.json<{ data: Record<string, string[]> }>().data;
}

async function created(url: string, payload: unknown): Promise<number> {
  const response = await post(context, url, client.headers, payload);
  expect(response.statusCode, `${url} ${JSON.stringify(payload)} ${response.body}`).toBe(201);
  return response.json<{ id: number }>().id;
}

function chargeTotals() {
  return context.database.db
    .selectFrom('charges')
    .select(['sessions_count', 'latest_session'])
    .where('id', '=', client.chargeId)
    .executeTakeFirstOrThrow();
}

describe('app/sessions/', () => {
  it('records sessions and keeps the count and the latest session on the charge', async () => {
    const older = at(-3 * HOUR);
    const newer = at(-1 * HOUR);
    const first = await created('sessions/', { started_at: newer, duration_seconds: 600 });
    expect(await chargeTotals()).toEqual({ sessions_count: 1, latest_session: new Date(newer) });
    // An older session posted late counts but does not move the latest session back.
    await created('sessions/', { started_at: older, duration_seconds: 0 });
    expect(await chargeTotals()).toEqual({ sessions_count: 2, latest_session: new Date(newer) });
    const stored = await context.database.db
      .selectFrom('app_sessions')
      .select(['charge_id', 'duration_seconds'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ charge_id: client.chargeId, duration_seconds: 600 });
  });

  it('answers 200 with the same id for a repeated post, counting it once', async () => {
    const startedAt = at(-2 * HOUR);
    const id = await created('sessions/', { started_at: startedAt, duration_seconds: 60 });
    const totals = await chargeTotals();
    const again = await post(context, 'sessions/', client.headers, {
      started_at: startedAt,
      duration_seconds: 60,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id });
    expect(await chargeTotals()).toEqual(totals);
    const data = await refused('sessions/', { started_at: startedAt, duration_seconds: 61 }, 409);
    expect(data.started_at).toEqual(['A different record with this time already exists.']);
  });

  it('accepts up to five minutes ahead, refuses more, and checks the duration range', async () => {
    await created('sessions/', { started_at: at(4 * MINUTE), duration_seconds: 86400 });
    const data = await refused('sessions/', { started_at: at(6 * MINUTE), duration_seconds: 1 });
    expect(data).toEqual({ started_at: ['This time may not be in the future.'] });
    await refused('sessions/', { started_at: at(-HOUR), duration_seconds: 86401 });
    await refused('sessions/', { started_at: at(-HOUR), duration_seconds: -1 });
    await refused('sessions/', { started_at: at(-HOUR), duration_seconds: 1.5 });
    await refused('sessions/', { started_at: '2026-01-01T10:00:00', duration_seconds: 1 });
    await refused('sessions/', { started_at: '2025-12-31T23:59:60Z', duration_seconds: 1 });
    await refused('sessions/', { started_at: '0000-01-01T00:00:00Z', duration_seconds: 1 });
    await refused('sessions/', { duration_seconds: 1 });
    await refused('sessions/', { started_at: at(-HOUR), duration_seconds: 1, charge_id: 1 });
  });
});

describe('app/meditations/', () => {
  it('records a meditation, once per moment, within the ranges', async () => {
    const listenedAt = at(-HOUR);
    const payload = { listened_at: listenedAt, name: ' Body scan ', duration_seconds: 300 };
    const id = await created('meditations/', payload);
    const again = await post(context, 'meditations/', client.headers, payload);
    expect([again.statusCode, again.json()]).toEqual([200, { id }]);
    const stored = await context.database.db
      .selectFrom('meditations')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Body scan');
    await created('meditations/', {
      listened_at: at(-2 * HOUR),
      name: 'x'.repeat(150),
      duration_seconds: 0,
    });
    await refused('meditations/', {
      listened_at: at(-3 * HOUR),
      name: 'x'.repeat(151),
      duration_seconds: 1,
    });
    await refused('meditations/', { listened_at: at(-3 * HOUR), name: '  ', duration_seconds: 1 });
    await refused('meditations/', { listened_at: at(-3 * HOUR), name: 'A', duration_seconds: -1 });
    await refused('meditations/', { listened_at: at(HOUR), name: 'A', duration_seconds: 1 });
  });
});

describe('app/modules/ and app/module-reads/', () => {
  it('lists the catalogue in reading order', async () => {
    const response = await context.app.inject({
      url: '/api/v2/app/modules/',
      headers: client.headers,
    });
    expect(response.statusCode).toBe(200);
    const [sleep, first] = modules;
    expect(response.json()).toEqual([
      { id: first!.id, name: 'First steps', description: '', duration: 5, totalPages: 2 },
      { id: sleep!.id, name: 'Sleep well', description: 'Rest', duration: 15, totalPages: 4 },
    ]);
  });

  it('records a page read once: reading it again answers 200 with the same id', async () => {
    const moduleId = modules[0]!.id;
    const id = await created('module-reads/', { module_id: moduleId, page: 4, read_at: at(-HOUR) });
    const again = await post(context, 'module-reads/', client.headers, {
      module_id: moduleId,
      page: 4,
      read_at: at(-MINUTE),
    });
    expect([again.statusCode, again.json()]).toEqual([200, { id }]);
    const rows = await context.database.db
      .selectFrom('module_reads')
      .select('id')
      .where('charge_id', '=', client.chargeId)
      .where('module_id', '=', moduleId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown module, a page past the end and a page 0', async () => {
    const moduleId = modules[0]!.id;
    expect(
      await refused('module-reads/', { module_id: moduleId + 1000, page: 1, read_at: at(-HOUR) }),
    ).toEqual({ module_id: ['This module does not exist.'] });
    expect(
      await refused('module-reads/', { module_id: moduleId, page: 5, read_at: at(-HOUR) }),
    ).toEqual({ page: ['This field must be less than or equal to 4'] });
    await refused('module-reads/', { module_id: moduleId, page: 0, read_at: at(-HOUR) });
    await refused('module-reads/', { module_id: 1e20, page: 1, read_at: at(-HOUR) });
    await refused('module-reads/', { module_id: moduleId, page: 1, read_at: at(HOUR) });
  });
});

const questionnaires = [
  { kind: 'phq8', count: 8, max: 3, total: true },
  { kind: 'gad7', count: 7, max: 3, total: true },
  { kind: 'wsas', count: 5, max: 8, total: true },
  { kind: 'wellbeing', count: 4, max: 10, total: false },
] as const;

describe('app/questionnaires/', () => {
  for (const { kind, count, max, total } of questionnaires) {
    it(`${kind}: answers 0 to ${max}, exactly ${count}, total computed on the server`, async () => {
      const url = `questionnaires/${kind}/`;
      const qs = Array.from({ length: count }, (_, i) => (i === 0 ? max : i % (max + 1)));
      const postedAt = at(-HOUR);
      const id = await created(url, { qs, posted_at: postedAt });
      const row = await context.database.db
        .selectFrom('questionnaires')
        .select(['kind', 'answers', 'total_score', 'posted_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        kind,
        answers: qs,
        total_score: total ? qs.reduce((a, b) => a + b, 0) : null,
        posted_at: new Date(postedAt),
      });

      // posted_at defaults to the time of receipt.
      const before = Date.now();
      const later = await created(url, { qs: Array.from({ length: count }, () => 0) });
      const stamped = await context.database.db
        .selectFrom('questionnaires')
        .select(['posted_at', 'total_score'])
        .where('id', '=', later)
        .executeTakeFirstOrThrow();
      expect(stamped.posted_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(stamped.total_score).toBe(total ? 0 : null);

      const again = await post(context, url, client.headers, { qs, posted_at: postedAt });
      expect([again.statusCode, again.json()]).toEqual([200, { id }]);

      const tooHigh = [max + 1, ...qs.slice(1)];
      expect(await refused(url, { qs: tooHigh })).toEqual({
        'qs.0': [`This field must be less than or equal to ${max}`],
      });
      await refused(url, { qs: [-1, ...qs.slice(1)] });
      await refused(url, { qs: qs.slice(1) });
      await refused(url, { qs: [...qs, 0] });
      await refused(url, { qs: [0.5, ...qs.slice(1)] });
      await refused(url, { qs, posted_at: at(HOUR) });
      await refused(url, { qs, total_score: 0 });
      await refused(url, { qs: Array.from({ length: count }, () => 1), posted_at: postedAt }, 409);
    });
  }

  it('names the edges of spec section 9 explicitly', async () => {
    await created('questionnaires/phq8/', { qs: [3, 3, 3, 3, 3, 3, 3, 3] });
    await refused('questionnaires/phq8/', { qs: [3, 3, 3, 3, 3, 3, 3, 4] });
    await refused('questionnaires/phq8/', { qs: [0, 0, 0, 0, 0, 0, 0] });
    await created('questionnaires/gad7/', { qs: [3, 3, 3, 3, 3, 3, 3] });
    await refused('questionnaires/gad7/', { qs: [4, 0, 0, 0, 0, 0, 0] });
    await created('questionnaires/wsas/', { qs: [8, 8, 8, 8, 8] });
    await refused('questionnaires/wsas/', { qs: [9, 0, 0, 0, 0] });
    await created('questionnaires/wellbeing/', { qs: [10, 10, 10, 10] });
    await refused('questionnaires/wellbeing/', { qs: [11, 0, 0, 0] });
  });
});

describe('app/checkins/', () => {
  it('accepts scores 1 and 5, refuses 0 and 6 on every field', async () => {
    const base = { mood: 1, diet: 5, sleep: 1, active: 5 };
    const id = await created('checkins/', { checkin_at: at(-HOUR), ...base, t1: 1, t2: 5 });
    await created('checkins/', { checkin_at: at(-2 * HOUR), ...base });
    const stored = await context.database.db
      .selectFrom('daily_checkins')
      .select(['mood', 'diet', 'sleep', 'active', 't1', 't2'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ ...base, t1: 1, t2: 5 });
    for (const field of ['mood', 'diet', 'sleep', 'active', 't1', 't2']) {
      for (const value of [0, 6]) {
        const data = await refused('checkins/', {
          checkin_at: at(-3 * HOUR),
          ...base,
          [field]: value,
        });
        expect(Object.keys(data)).toEqual([field]);
      }
    }
    await refused('checkins/', { checkin_at: at(-3 * HOUR), mood: 3, diet: 3, sleep: 3 });
    await refused('checkins/', { checkin_at: at(10 * MINUTE), ...base });
  });

  it('answers a repeated check-in with its id, and a different one at that time with 409', async () => {
    const checkinAt = at(-5 * HOUR);
    const payload = { checkin_at: checkinAt, mood: 3, diet: 3, sleep: 3, active: 3 };
    const id = await created('checkins/', payload);
    const again = await post(context, 'checkins/', client.headers, { ...payload, t1: null });
    expect([again.statusCode, again.json()]).toEqual([200, { id }]);
    await refused('checkins/', { ...payload, mood: 4 }, 409);
  });
});

describe('activity belongs to the signed-in client only', () => {
  it('writes to the caller’s own charge, whatever else the body says', async () => {
    const other = await registeredClient(context, manager);
    const response = await post(context, 'sessions/', other.headers, {
      started_at: at(-HOUR),
      duration_seconds: 10,
    });
    const { id } = response.json<{ id: number }>();
    const row = await context.database.db
      .selectFrom('app_sessions')
      .select('charge_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.charge_id).toBe(other.chargeId);
  });
});
