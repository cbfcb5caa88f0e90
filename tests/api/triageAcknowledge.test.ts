import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeAttention } from '../../core/generated/charge-attention';
import { caseManager, fingerprint, type CaseManager, type Client } from './support/app';
import { ago, consentedClient, flagCodes, listed, questionnaire, session } from './support/triage';
import { startTestApp, type TestContext } from './support/testApp';

/**
 * A supporter with Given consent acknowledges a raised flag with a note; it shows as
 * acknowledged (by whom, when, the note) until the flag clears or a worse value raises it again,
 * and every acknowledgement is audited as `attention.acknowledge`.
 */
let context: TestContext;
let manager: CaseManager;

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
});
afterAll(() => context.close());

function acknowledge(client: Client, payload: Record<string, unknown>) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v2/charges/${client.chargeUuid}/attention/`,
    headers: { ...manager.headers, 'accept-language': 'en' },
    payload,
  });
}

async function attention(client: Client): Promise<ChargeAttention> {
  const response = await context.app.inject({
    url: `/api/v2/charges/${client.chargeUuid}/attention/`,
    headers: manager.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function severeClient(total = 21): Promise<Client> {
  const client = await consentedClient(context, manager);
  await questionnaire(context, client, 'phq8', total, ago(0, 10));
  return client;
}

const TABLES = ['attention_acknowledgements', 'audit_log', 'charges'];

describe('acknowledging a flag', () => {
  it('shows who, when and the note, keeps the flag in the list, and is audited', async () => {
    const client = await severeClient();
    const before = Date.now();
    const response = await acknowledge(client, { code: 'severe_score', note: '  Called; safe.  ' });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<ChargeAttention>();
    const [flag] = answer.flags ?? [];
    expect(flag?.code).toBe('severe_score');
    expect(flag?.acknowledgement).toMatchObject({
      code: 'severe_score',
      note: 'Called; safe.',
      acknowledgedBy: { email: manager.user.email },
      endedAt: null,
      endReason: null,
    });
    const at = Date.parse(flag?.acknowledgement?.acknowledgedAt ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(await attention(client)).toEqual(answer);
    expect(answer.facts).toMatchObject({ phq8: { first: 21, latest: 21 }, lowMoodRun: 0 });
    expect(flagCodes(await listed(context, manager.headers, client))).toEqual(['severe_score']);

    const audit = await context.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'target_id', 'details'])
      .where('action', '=', 'attention.acknowledge')
      .where('charge_id', '=', client.chargeId)
      .execute();
    expect(audit).toEqual([
      {
        action: 'attention.acknowledge',
        actor_user_id: manager.user.id,
        target_id: client.chargeUuid,
        details: { code: 'severe_score', acknowledgementId: flag?.acknowledgement?.id },
      },
    ]);
  });

  it.each([
    ['a flag that is not raised', { code: 'low_mood', note: 'Seen.' }, 409],
    ['an empty note', { code: 'severe_score', note: '   ' }, 400],
    ['no note', { code: 'severe_score' }, 400],
    ['an unknown flag', { code: 'sad', note: 'Seen.' }, 400],
    ['a note too long', { code: 'severe_score', note: 'x'.repeat(501) }, 400],
  ])('refuses %s, changing nothing', async (_label, payload, status) => {
    const client = await severeClient();
    const before = await fingerprint(context, TABLES);
    const response = await acknowledge(client, payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<{ message: string }>().message).toBeTruthy();
    expect(await fingerprint(context, TABLES)).toEqual(before);
  });

  it('refuses a second acknowledgement while the first holds', async () => {
    const client = await severeClient();
    expect((await acknowledge(client, { code: 'severe_score', note: 'One.' })).statusCode).toBe(
      201,
    );
    const second = await acknowledge(client, { code: 'severe_score', note: 'Two.' });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe('This flag is already acknowledged.');
  });
});

describe('an acknowledgement ends', () => {
  it('when a worse value raises the flag again, and may then be made anew', async () => {
    const client = await severeClient(21);
    await acknowledge(client, { code: 'severe_score', note: 'Seen at 21.' });
    await questionnaire(context, client, 'phq8', 21, ago(0, 5));
    expect((await attention(client)).flags?.[0]?.acknowledgement?.note).toBe('Seen at 21.');
    await questionnaire(context, client, 'phq8', 23, ago(0, 2));
    const worse = await attention(client);
    expect(worse.flags?.[0]).toMatchObject({
      code: 'severe_score',
      evidence: { scale: 'phq8', score: 23 },
      acknowledgement: null,
    });
    expect(worse.history?.[0]).toMatchObject({ note: 'Seen at 21.', endReason: 'worsened' });
    expect(
      (await acknowledge(client, { code: 'severe_score', note: 'Seen at 23.' })).statusCode,
    ).toBe(201);
    expect((await attention(client)).history?.map((a) => a.note)).toEqual([
      'Seen at 23.',
      'Seen at 21.',
    ]);
  });

  it('when another scale becomes severe too', async () => {
    const client = await severeClient(21);
    await acknowledge(client, { code: 'severe_score', note: 'PHQ-8 seen.' });
    await questionnaire(context, client, 'gad7', 16, ago(0, 2));
    expect((await attention(client)).history?.[0]?.endReason).toBe('worsened');
  });

  it('when the condition clears, and does not hold when it returns', async () => {
    const client = await severeClient(21);
    await acknowledge(client, { code: 'severe_score', note: 'Seen.' });
    await questionnaire(context, client, 'phq8', 12, ago(0, 5));
    const cleared = await attention(client);
    expect(cleared.flags).toEqual([]);
    expect(cleared.history?.[0]).toMatchObject({ endReason: 'cleared' });
    await questionnaire(context, client, 'phq8', 20, ago(0, 2));
    expect((await attention(client)).flags?.[0]?.acknowledgement).toBeNull();
  });

  it('when a session ends a disengagement', async () => {
    const client = await consentedClient(context, manager);
    await session(context, client, ago(16));
    await acknowledge(client, { code: 'disengaged', note: 'Left a message.' });
    await session(context, client, ago(0, 5));
    const after = await attention(client);
    expect(after.flags).toEqual([]);
    expect(after.history?.[0]).toMatchObject({ code: 'disengaged', endReason: 'cleared' });
  });
});
