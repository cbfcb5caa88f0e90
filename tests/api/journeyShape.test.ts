import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/db/database';
import { bodyAjv } from '../../server/schemas/registry';
import { chargeFor } from './support/fixtures';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';
import { DAY_MS as DAY } from '../../core/durations';

/**
 * The database writes the journey's JSON and the route sends it as is, so no serializer drops
 * an unknown key or mends a type: every answer is held to `charge-journey.json` here, strictly
 * (no extra keys), with every kind of row present and with none.
 */
let context: TestContext;
let manager: User;
let headers: { authorization: string };
const validate = bodyAjv.getSchema('charge-journey.json');

beforeAll(async () => {
  context = await startTestApp();
  manager = await createUser(context, { username: 'journey-shape-manager' });
  headers = bearer((await login(context, manager.email)).access);
});
afterAll(() => context.close());

async function journeyOf(uuid: string): Promise<Record<string, unknown>> {
  const response = await context.app.inject({
    url: `/api/v2/charges/${uuid}/sessions/`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json<Record<string, unknown>>();
  expect(validate?.(body), JSON.stringify(validate?.errors)).toBe(true);
  return body;
}

describe('the journey answer', () => {
  it('matches its schema with no activity at all', async () => {
    const charge = await chargeFor(context, [{ user: manager, consent: 'GV' }]);
    expect(await journeyOf(charge.uuid)).toMatchObject({
      permissionDenied: false,
      sessions: { sessions: [], total: 0, firstSessionDate: null, lastSessionDate: null },
      media_meditations: { total: 0, last7Days: 0, last30Days: 0 },
      phq8s: [],
      gad7s: [],
      wsass: [],
      wellbeings: [],
      daily_checkins: [],
    });
  });

  it('matches its schema with every kind of row, timestamps as toISOString writes them', async () => {
    const charge = await chargeFor(context, [{ user: manager, consent: 'GV' }]);
    const db = context.database.db;
    // Microseconds the database keeps are cut to milliseconds, as a JavaScript date would.
    const at = new Date(Date.now() - 3 * DAY);
    const withMicros = `${at.toISOString().slice(0, 23)}789Z`;
    await db
      .insertInto('app_sessions')
      .values({ charge_id: charge.id, started_at: withMicros, duration_seconds: 60 })
      .execute();
    await db
      .insertInto('meditations')
      .values({ charge_id: charge.id, name: 'Breathe', listened_at: at, duration_seconds: 60 })
      .execute();
    await db
      .insertInto('daily_checkins')
      .values([
        { charge_id: charge.id, checkin_at: at, mood: 1, diet: 2, sleep: 3, active: 4, t1: 5 },
        { charge_id: charge.id, checkin_at: new Date(), mood: 5, diet: 4, sleep: 3, active: 2 },
      ])
      .execute();
    const answers = [
      { kind: 'phq8', answers: [3, 3, 3, 3, 3, 3, 2, 0], total_score: 20 },
      { kind: 'gad7', answers: [0, 0, 0, 0, 0, 0, 1], total_score: 1 },
      { kind: 'wsas', answers: [8, 8, 8, 8, 8], total_score: 40 },
      { kind: 'wellbeing', answers: [10, 0, 5, 7], total_score: null },
    ] as const;
    await db
      .insertInto('questionnaires')
      .values(
        answers.map((row) => ({
          ...row,
          answers: [...row.answers],
          charge_id: charge.id,
          posted_at: at,
        })),
      )
      .execute();
    const body = await journeyOf(charge.uuid);
    expect(body).toMatchObject({
      sessions: { total: 1, firstSessionDate: at.toISOString(), lastSessionDate: at.toISOString() },
      media_meditations: { total: 1, last7Days: 1, last30Days: 1 },
      phq8s: [
        {
          postedAt: at.toISOString(),
          qs: [3, 3, 3, 3, 3, 3, 2, 0],
          totalScore: 20,
          severity: 'severe',
        },
      ],
      gad7s: [{ totalScore: 1, severity: 'minimal' }],
      wsass: [{ totalScore: 40, severity: 'severe' }],
      wellbeings: [{ postedAt: at.toISOString(), qs: [10, 0, 5, 7] }],
    });
    expect(body.daily_checkins).toEqual([
      { checkinAt: at.toISOString(), mood: 1, diet: 2, sleep: 3, active: 4, t1: 5, t2: null },
      expect.objectContaining({ mood: 5, t1: null, t2: null }),
    ]);
  });
});
