import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeJourney } from '../../src/types/generated/charge-journey';
import { caseManager, type CaseManager } from './support/app';
import { ago, checkin, consentedClient, questionnaire, session } from './support/triage';
import { startTestApp, type TestContext } from './support/testApp';

/**
 * Issue 17, a lean journey: a charge's journey is kept once built, and is built again as soon as
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

async function journey(uuid: string, query = ''): Promise<{ text: string; body: ChargeJourney }> {
  const response = await context.app.inject({
    url: `/api/v2/charges/${uuid}/sessions/${query}`,
    headers: manager.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { text: response.body, body: response.json<ChargeJourney>() };
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
