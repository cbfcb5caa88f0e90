import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keepEncodedJourney,
  type JourneyBuild,
} from '../../server/repositories/journey/journeyCache';
import type { ChargeJourney } from '../../core/generated/charge-journey';
import { caseManager, type CaseManager } from './support/app';
import { ago, checkin, consentedClient, questionnaire, session } from './support/triage';
import { startTestApp, type TestContext } from './support/testApp';

/**
 * A lean journey: a charge's journey is kept once built, and is built again as soon as
 * anything it shows changes: a write to the charge's sessions, check-ins or questionnaires, the
 * modules catalogue, or the portal's day. A kept journey is marked here so the test can tell it
 * from a fresh one.
 */
let context: TestContext;
let manager: CaseManager;
const MARK = '"timeZone":"kept-journey"';

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
});
afterAll(() => context.close());

async function journey(
  uuid: string,
  query = '',
  acceptEncoding?: string,
): Promise<{ text: string; body: ChargeJourney; encoding: string | undefined }> {
  const response = await context.app.inject({
    url: `/api/v2/charges/${uuid}/sessions/${query}`,
    headers: {
      ...manager.headers,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const encoding = response.headers['content-encoding'];
  const decoded = { br: brotliDecompressSync, gzip: gunzipSync };
  const text =
    encoding === 'br' || encoding === 'gzip'
      ? decoded[encoding](response.rawPayload).toString('utf8')
      : response.body;
  return { text, body: JSON.parse(text) as ChargeJourney, encoding };
}

/** A charge with enough check-ins that its journey is sent compressed. */
async function chargeWithLongJourney() {
  const client = await consentedClient(context, manager);
  for (let day = 1; day <= 40; day += 1) {
    await checkin(context, client, (day % 5) + 1, ago(day));
  }
  return client;
}

/** Marks the journeys kept for a charge: an answer with the mark was read, not built. */
async function markKept(chargeId: number): Promise<number> {
  const result = await sql`
    UPDATE journey_cache SET journey = regexp_replace(journey, '"timeZone":"[^"]*"', ${MARK})
    WHERE charge_id = ${chargeId}`.execute(context.database.db);
  return Number(result.numAffectedRows ?? 0);
}

describe('a kept journey', () => {
  it('is served until a write changes what it shows, and each write shows at once', async () => {
    const client = await consentedClient(context, manager);
    await checkin(context, client, 4, ago(2));
    const first = await journey(client.chargeUuid);
    expect(first.body.daily_checkins).toHaveLength(1);
    expect(await markKept(client.chargeId)).toBe(1);
    expect((await journey(client.chargeUuid)).text).toContain(MARK);

    await checkin(context, client, 2, ago(1));
    const afterCheckin = await journey(client.chargeUuid);
    expect(afterCheckin.text).not.toContain(MARK);
    expect(afterCheckin.body.daily_checkins?.map((c) => c.mood)).toEqual([4, 2]);

    await markKept(client.chargeId);
    await questionnaire(context, client, 'phq8', 15, ago(1));
    expect((await journey(client.chargeUuid)).body.phq8s).toHaveLength(1);

    await markKept(client.chargeId);
    await session(context, client, ago(0, 30));
    expect((await journey(client.chargeUuid)).body.sessions?.total).toBe(1);

    // An edit of a row already shown counts as much as a new one.
    await markKept(client.chargeId);
    await context.database.db
      .updateTable('daily_checkins')
      .set({ mood: 5 })
      .where('charge_id', '=', client.chargeId)
      .where('mood', '=', 2)
      .execute();
    expect((await journey(client.chargeUuid)).body.daily_checkins?.map((c) => c.mood)).toEqual([
      4, 5,
    ]);
  });

  it('is built again for another modules catalogue and on a new day', async () => {
    const client = await consentedClient(context, manager);
    await journey(client.chargeUuid);
    await markKept(client.chargeId);
    await context.database.db
      .insertInto('modules')
      .values({ name: `Kept-journey module ${Date.now()}`, duration_minutes: 5, total_pages: 3 })
      .execute();
    expect((await journey(client.chargeUuid)).text).not.toContain(MARK);

    await markKept(client.chargeId);
    await sql`UPDATE journey_cache SET local_day = local_day - 1 WHERE charge_id = ${client.chargeId}`.execute(
      context.database.db,
    );
    expect((await journey(client.chargeUuid)).text).not.toContain(MARK);
  });

  it('keeps the recent and the full history apart, and goes with its charge', async () => {
    const client = await consentedClient(context, manager);
    await checkin(context, client, 3, ago(200));
    await checkin(context, client, 3, ago(150));
    await checkin(context, client, 3, ago(1));
    expect((await journey(client.chargeUuid)).body.daily_checkins).toHaveLength(2);
    expect((await journey(client.chargeUuid, '?history=full')).body.daily_checkins).toHaveLength(3);
    expect(await markKept(client.chargeId)).toBe(2);
    expect((await journey(client.chargeUuid)).body.daily_checkins).toHaveLength(2);

    await context.database.db.deleteFrom('charges').where('id', '=', client.chargeId).execute();
    const left = await sql<{ n: number }>`
      SELECT (SELECT count(*) FROM journey_cache WHERE charge_id = ${client.chargeId})
        + (SELECT count(*) FROM journey_versions WHERE charge_id = ${client.chargeId}) AS n`.execute(
      context.database.db,
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});

describe('a kept compressed journey', () => {
  async function kept(chargeId: number) {
    return sql<{ encoding: string | null }>`
      SELECT encoding FROM journey_cache WHERE charge_id = ${chargeId}`.execute(
      context.database.db,
    );
  }

  it('is kept as first compressed, sent as kept to a caller who accepts it, and dropped when the journey is built again', async () => {
    const client = await chargeWithLongJourney();
    const plain = await journey(client.chargeUuid);
    expect(plain.encoding).toBeUndefined();
    const first = await journey(client.chargeUuid, '', 'gzip, deflate, br');
    expect(first.encoding).toBe('br');
    expect(first.body).toEqual(plain.body);
    expect((await kept(client.chargeId)).rows).toEqual([{ encoding: 'br' }]);

    // A marked copy of the compressed answer: an answer with the mark was read, not compressed.
    const marked = brotliCompressSync(Buffer.from(plain.text.replace(/"timeZone":"[^"]*"/, MARK)));
    await sql`UPDATE journey_cache SET encoded = ${marked} WHERE charge_id = ${client.chargeId}`.execute(
      context.database.db,
    );
    const again = await journey(client.chargeUuid, '', 'br');
    expect(again.encoding).toBe('br');
    expect(again.text).toContain(MARK);

    // Another encoding is compressed from the kept journey, and leaves the kept copy alone.
    const gzip = await journey(client.chargeUuid, '', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.text).not.toContain(MARK);
    expect(gzip.body).toEqual(plain.body);
    expect((await journey(client.chargeUuid, '', 'br')).text).toContain(MARK);

    await checkin(context, client, 1, ago(0, 30));
    const rebuilt = await journey(client.chargeUuid, '', 'br');
    expect(rebuilt.text).not.toContain(MARK);
    expect(rebuilt.body.daily_checkins).toHaveLength(41);
    expect((await kept(client.chargeId)).rows).toEqual([{ encoding: 'br' }]);
  });

  it('is not kept beside a journey built since the one it was compressed from', async () => {
    const client = await chargeWithLongJourney();
    await journey(client.chargeUuid);
    const row = await sql<JourneyBuild>`
      SELECT charge_id AS "chargeId", history, language, shape, version::text AS version,
        local_day::text AS "localDay", modules
      FROM journey_cache WHERE charge_id = ${client.chargeId}`.execute(context.database.db);
    const build = row.rows[0];
    expect(build).toBeDefined();
    const bytes = Buffer.from('compressed');
    const db = context.database.db;
    await keepEncodedJourney(db, { ...build!, version: '0' }, 'br', bytes);
    await keepEncodedJourney(db, { ...build!, localDay: '2000-01-01' }, 'br', bytes);
    expect((await kept(client.chargeId)).rows).toEqual([{ encoding: null }]);
    await keepEncodedJourney(db, build!, 'gzip', bytes);
    // Only the first copy is kept.
    await keepEncodedJourney(db, build!, 'br', bytes);
    expect((await kept(client.chargeId)).rows).toEqual([{ encoding: 'gzip' }]);
  });
});
