import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeAttention } from '../../core/generated/charge-attention';
import { caseManager, type CaseManager, type Client } from './support/app';
import {
  ago,
  checkin,
  consentedClient,
  listCharges,
  listed,
  questionnaire,
  session,
} from './support/triage';
import { startTestApp, type TestContext } from './support/testApp';

/**
 * A flag carries what raised it (scale, score or change, date) to the list, the
 * journey's flag panel and the CSV, in both languages; its lifecycle is raised, acknowledged (by
 * whom, when), then cleared or reopened by a worse value, and the summary counts open flags only.
 */
let context: TestContext;

beforeAll(async () => {
  context = await startTestApp();
});
afterAll(() => context.close());

const none = { scale: null, score: null, change: null, count: null, at: null };

async function panel(manager: CaseManager, client: Client): Promise<ChargeAttention> {
  const response = await context.app.inject({
    url: `/api/v2/charges/${client.chargeUuid}/attention/`,
    headers: manager.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function summary(manager: CaseManager) {
  const response = await context.app.inject({
    url: '/api/v2/charges/attention-summary/',
    headers: manager.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ total: number; byCode: Record<string, number> }>();
}

describe('the evidence of a flag', () => {
  it('names the scale, the score or change and the date, in the list and the flag panel', async () => {
    const manager = await caseManager(context);
    const client = await consentedClient(context, manager);
    const gad7First = ago(40);
    const gad7Latest = ago(30);
    await questionnaire(context, client, 'gad7', 3, gad7First);
    await questionnaire(context, client, 'gad7', 7, gad7Latest);
    const phq8At = ago(25);
    await questionnaire(context, client, 'phq8', 21, phq8At);
    const moods = [ago(5), ago(4), ago(3), ago(2), ago(1)];
    for (const at of moods) {
      await checkin(context, client, 2, at);
    }
    const sessionAt = ago(73);
    await session(context, client, sessionAt);

    const expected = [
      { code: 'severe_score', evidence: { ...none, scale: 'phq8', score: 21, at: phq8At } },
      {
        code: 'reliable_deterioration',
        evidence: { ...none, scale: 'gad7', score: 7, change: 4, at: gad7Latest },
      },
      { code: 'low_mood', evidence: { ...none, count: 5, at: moods[4] } },
      { code: 'disengaged', evidence: { ...none, at: sessionAt } },
      {
        code: 'overdue_questionnaire',
        evidence: { ...none, scale: 'phq8', score: 21, at: phq8At },
      },
    ];
    const item = await listed(context, manager.headers, client);
    expect(item.attention).toEqual(expected.map((flag) => ({ ...flag, acknowledged: null })));
    const flags = (await panel(manager, client)).flags ?? [];
    expect(flags.map(({ code, evidence }) => ({ code, evidence }))).toEqual(expected);
  });

  it('is written in the CSV, in English and in isiZulu', async () => {
    const manager = await caseManager(context);
    const client = await consentedClient(context, manager);
    const at = ago(1);
    await questionnaire(context, client, 'phq8', 22, at);
    const csv = async (language: string) => {
      const response = await context.app.inject({
        url: '/api/v2/charges/',
        headers: { ...manager.headers, accept: 'text/csv', 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.body;
    };
    expect(await csv('en')).toContain(`Severe score (PHQ-8 22, ${at}; Open)`);
    expect(await csv('zu')).toContain(`Amaphuzu anzima (i-PHQ-8 ingu-22, ${at}; Kuvulekile)`);
  });
});

describe('the lifecycle of a flag', () => {
  it('raised, acknowledged (who, when) and not counted, reopened and counted when it worsens', async () => {
    const manager = await caseManager(context);
    const client = await consentedClient(context, manager);
    await questionnaire(context, client, 'phq8', 20, ago(0, 30));
    expect(await summary(manager)).toMatchObject({ total: 1, byCode: { severe_score: 1 } });

    const before = Date.now();
    const acknowledged = await context.app.inject({
      method: 'POST',
      url: `/api/v2/charges/${client.chargeUuid}/attention/`,
      headers: manager.headers,
      payload: { code: 'severe_score', note: 'Called; safe.' },
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(201);
    const [flag] = (await listed(context, manager.headers, client)).attention ?? [];
    expect(flag?.code).toBe('severe_score');
    expect(flag?.acknowledged?.by).toBe(
      `${manager.user.first_name ?? ''} ${manager.user.last_name ?? ''}`.trim(),
    );
    expect(Date.parse(flag?.acknowledged?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(await summary(manager)).toMatchObject({ total: 0, byCode: { severe_score: 0 } });
    // Still found by the flag filter: acknowledged is not cleared.
    expect(
      (await listCharges(context, manager.headers, '&filter=attention::severe_score')).count,
    ).toBe(1);

    await questionnaire(context, client, 'phq8', 23, ago(0, 10));
    const [reopened] = (await listed(context, manager.headers, client)).attention ?? [];
    expect(reopened).toMatchObject({
      code: 'severe_score',
      acknowledged: null,
      evidence: { scale: 'phq8', score: 23 },
    });
    expect(await summary(manager)).toMatchObject({ total: 1, byCode: { severe_score: 1 } });
    const history = (await panel(manager, client)).history ?? [];
    expect(history[0]).toMatchObject({ code: 'severe_score', endReason: 'worsened' });

    await questionnaire(context, client, 'phq8', 8, ago(0, 5));
    expect((await listed(context, manager.headers, client)).attention).toEqual([]);
  });
});
