import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/db/database';
import { RECENT_CHECKIN_DAYS } from '../../server/repositories/journey/recentCheckins';
import { bodyAjv } from '../../server/schemas/registry';
import type { ChargeJourney } from '../../core/generated/charge-journey';
import { chargeFor } from './support/fixtures';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';
import { DAY_MS as DAY } from '../../core/durations';

/**
 * A lean journey: the first answer carries the check-ins the panels show first (the
 * last three months, at least the latest two), `history=full` every one, and both are
 * compressed as the caller's Accept-Encoding allows.
 */
let context: TestContext;
let manager: User;
let headers: { authorization: string };
const validate = bodyAjv.getSchema('charge-journey.json');

beforeAll(async () => {
  context = await startTestApp();
  manager = await createUser(context, { username: 'journey-lean-manager' });
  headers = bearer((await login(context, manager.email)).access);
});
afterAll(() => context.close());

async function chargeWithCheckinsDaysAgo(days: number[]): Promise<string> {
  const charge = await chargeFor(context, [{ user: manager, consent: 'GV' }]);
  if (days.length === 0) {
    return charge.uuid;
  }
  await context.database.db
    .insertInto('daily_checkins')
    .values(
      days.map((ago) => ({
        charge_id: charge.id,
        checkin_at: new Date(Date.now() - ago * DAY),
        mood: 3,
        diet: 3,
        sleep: 3,
        active: 3,
      })),
    )
    .execute();
  return charge.uuid;
}

async function journey(uuid: string, query = '', encoding?: string) {
  const response = await context.app.inject({
    url: `/api/v2/charges/${uuid}/sessions/${query}`,
    headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

const daysAgoOf = (body: ChargeJourney) =>
  (body.daily_checkins ?? []).map((c) => Math.round((Date.now() - Date.parse(c.checkinAt)) / DAY));

describe('the journey answer', () => {
  it('carries the recent check-ins first, and every one with history=full', async () => {
    const uuid = await chargeWithCheckinsDaysAgo([400, 200, 120, 80, 10, 1]);
    const recent = (await journey(uuid)).json<ChargeJourney>();
    expect(validate?.(recent), JSON.stringify(validate?.errors)).toBe(true);
    expect(daysAgoOf(recent)).toEqual([80, 10, 1]);
    const from = Date.parse(recent.checkinsFrom ?? '');
    expect((Date.now() - from) / DAY).toBeGreaterThan(RECENT_CHECKIN_DAYS - 1);
    expect((Date.now() - from) / DAY).toBeLessThan(RECENT_CHECKIN_DAYS + 2);

    const full = (await journey(uuid, '?history=full')).json<ChargeJourney>();
    expect(validate?.(full), JSON.stringify(validate?.errors)).toBe(true);
    expect(daysAgoOf(full)).toEqual([400, 200, 120, 80, 10, 1]);
    expect(full.checkinsFrom).toBeNull();
  });

  it('keeps the latest two check-ins, however old, so the last date and the change show', async () => {
    const uuid = await chargeWithCheckinsDaysAgo([500, 300, 200]);
    const recent = (await journey(uuid)).json<ChargeJourney>();
    expect(daysAgoOf(recent)).toEqual([300, 200]);
    expect(recent.checkinsFrom).toBe(recent.daily_checkins?.[0]?.checkinAt);
  });

  it('says the history is whole when there are fewer than two check-ins', async () => {
    const uuid = await chargeWithCheckinsDaysAgo([700]);
    const recent = (await journey(uuid)).json<ChargeJourney>();
    expect(daysAgoOf(recent)).toEqual([700]);
    expect(recent.checkinsFrom).toBeNull();
  });

  it('refuses an unknown history with a 400', async () => {
    const uuid = await chargeWithCheckinsDaysAgo([]);
    const response = await context.app.inject({
      url: `/api/v2/charges/${uuid}/sessions/?history=everything`,
      headers,
    });
    expect(response.statusCode).toBe(400);
  });

  it('is compressed with brotli or gzip as accepted, and plain otherwise', async () => {
    const uuid = await chargeWithCheckinsDaysAgo(Array.from({ length: 90 }, (_, i) => i + 1));
    const plain = await journey(uuid);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);

    const br = await journey(uuid, '', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await journey(uuid, '', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small answer plain', async () => {
    const uuid = await chargeWithCheckinsDaysAgo([]);
    const response = await journey(uuid, '', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json<ChargeJourney>().daily_checkins).toEqual([]);
  });
});
