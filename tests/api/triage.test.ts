import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseManager, type CaseManager } from './support/app';
import {
  ago,
  checkin,
  consentedClient,
  flagCodes,
  listCharges,
  listed,
  questionnaire,
  session,
} from './support/triage';
import { startTestApp, type TestContext } from './support/testApp';

/**
 * The attention flags at the edges of every rule, for charges built through the
 * companion-app API; each case checks the exact list of flags the charges list carries.
 * Thresholds (core/attention.ts): PHQ-8 20, GAD-7 15, WSAS 20; reliable change 6, 4, 12
 * points (core/reliableChangeSettings.ts); five moods of 1 or 2 in a row; 14 days or more without a session; 21 days without a PHQ-8.
 */
let context: TestContext;
let manager: CaseManager;

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
});
afterAll(() => context.close());

async function flagsAfter(
  build: (client: Awaited<ReturnType<typeof consentedClient>>) => Promise<void>,
) {
  const client = await consentedClient(context, manager);
  await build(client);
  return flagCodes(await listed(context, manager.headers, client));
}

describe('severe_score', () => {
  it.each([
    ['phq8', 19, []],
    ['phq8', 20, ['severe_score']],
    ['gad7', 14, []],
    ['gad7', 15, ['severe_score']],
    ['wsas', 19, []],
    ['wsas', 20, ['severe_score']],
  ] as const)('%s %i raises %j', async (scale, total, expected) => {
    expect(await flagsAfter((client) => questionnaire(context, client, scale, total))).toEqual(
      expected,
    );
  });

  it('follows the latest answer, not the highest', async () => {
    const flags = await flagsAfter(async (client) => {
      await questionnaire(context, client, 'phq8', 22, ago(2));
      await questionnaire(context, client, 'phq8', 18, ago(1));
    });
    expect(flags).toEqual([]);
  });

  it('reads the latest by when it was answered, whatever the order of the posts', async () => {
    const flags = await flagsAfter(async (client) => {
      await questionnaire(context, client, 'gad7', 16, ago(1));
      await questionnaire(context, client, 'gad7', 3, ago(2));
    });
    expect(flags).toEqual(['severe_score', 'reliable_deterioration']);
  });
});

describe('reliable_deterioration', () => {
  it.each([
    ['phq8', 4, 9, []],
    ['phq8', 4, 10, ['reliable_deterioration']],
    ['gad7', 2, 5, []],
    ['gad7', 2, 6, ['reliable_deterioration']],
    ['wsas', 3, 14, []],
    ['wsas', 3, 15, ['reliable_deterioration']],
  ] as const)('%s from %i to %i raises %j', async (scale, first, latest, expected) => {
    const flags = await flagsAfter(async (client) => {
      await questionnaire(context, client, scale, first, ago(3));
      await questionnaire(context, client, scale, 1, ago(2));
      await questionnaire(context, client, scale, latest, ago(1));
    });
    expect(flags).toEqual(expected);
  });

  it('is not raised by a reliable improvement', async () => {
    const flags = await flagsAfter(async (client) => {
      await questionnaire(context, client, 'phq8', 16, ago(2));
      await questionnaire(context, client, 'phq8', 2, ago(1));
    });
    expect(flags).toEqual([]);
  });
});

describe('low_mood', () => {
  const moods =
    (values: number[]) => async (client: Awaited<ReturnType<typeof consentedClient>>) => {
      // Oldest first, one a day up to yesterday.
      for (const [i, mood] of values.entries()) {
        await checkin(context, client, mood, ago(values.length - i));
      }
    };

  it.each([
    [[4, 2, 1, 2, 2], []],
    [[4, 2, 1, 2, 2, 1], ['low_mood']],
    [[1, 1, 1, 1, 1], ['low_mood']],
    [[1, 1, 1, 1, 3], []],
    [[1, 1, 1, 1, 1, 3], []],
  ] as const)('moods %j raise %j', async (values, expected) => {
    expect(await flagsAfter(moods([...values]))).toEqual(expected);
  });
});

describe('disengaged', () => {
  it.each([
    ['13 days', [], ago(13)],
    ['14 days', ['disengaged'], ago(14, 1)],
    ['44 days', ['disengaged'], ago(44, -1)],
    ['73 days', ['disengaged'], ago(73)],
  ] as const)('the latest session %s ago raises %j', async (_label, expected, startedAt) => {
    const flags = await flagsAfter(async (client) => {
      await session(context, client, ago(90));
      await session(context, client, startedAt);
    });
    expect(flags).toEqual(expected);
  });

  it('is not raised for a charge that never had a session', async () => {
    expect(await flagsAfter(async () => {})).toEqual([]);
  });
});

describe('overdue_questionnaire', () => {
  it.each([
    ['20 days', [], ago(20)],
    ['21 days', ['overdue_questionnaire'], ago(21, 1)],
  ] as const)('the latest PHQ-8 %s ago raises %j', async (_label, expected, postedAt) => {
    const flags = await flagsAfter(async (client) => {
      await questionnaire(context, client, 'phq8', 3, ago(40));
      await questionnaire(context, client, 'phq8', 3, postedAt);
    });
    expect(flags).toEqual(expected);
  });

  it('is not raised by another questionnaire', async () => {
    const flags = await flagsAfter(async (client) => {
      await questionnaire(context, client, 'phq8', 3, ago(25));
      await questionnaire(context, client, 'gad7', 3, ago(0, 5));
    });
    expect(flags).toEqual(['overdue_questionnaire']);
  });
});

describe('the charges list', () => {
  it('carries the latest PHQ-8 with its band and time, and all raised flags in order', async () => {
    const postedAt = ago(0, 30);
    const client = await consentedClient(context, manager);
    await questionnaire(context, client, 'phq8', 2, ago(30));
    await questionnaire(context, client, 'phq8', 21, postedAt);
    const item = await listed(context, manager.headers, client);
    expect(item.latestPhq8).toEqual({ total: 21, band: 'severe', postedAt });
    expect(flagCodes(item)).toEqual(['severe_score', 'reliable_deterioration']);
  });

  it('carries an empty list and no PHQ-8 for a charge without data', async () => {
    const client = await consentedClient(context, manager);
    const item = await listed(context, manager.headers, client);
    expect(flagCodes(item)).toEqual([]);
    expect(item.latestPhq8).toBeNull();
  });

  it('filters by a flag, by band and by consent, and sorts by the latest PHQ-8 and the flags', async () => {
    const own = await caseManager(context);
    const severe = await consentedClient(context, own);
    await questionnaire(context, severe, 'phq8', 23);
    const moderate = await consentedClient(context, own);
    await questionnaire(context, moderate, 'phq8', 12);
    const both = await consentedClient(context, own);
    await questionnaire(context, both, 'phq8', 4, ago(10));
    await questionnaire(context, both, 'phq8', 20);
    const none = await consentedClient(context, own);

    const uuids = async (query: string) =>
      (await listCharges(context, own.headers, query)).items.map((item) => item.uuid);
    expect(await uuids('&filter=attention::severe_score')).toEqual(
      expect.arrayContaining([severe.chargeUuid, both.chargeUuid]),
    );
    expect((await listCharges(context, own.headers, '&filter=attention::severe_score')).count).toBe(
      2,
    );
    expect(await uuids('&filter=attention::reliable_deterioration')).toEqual([both.chargeUuid]);
    expect(await uuids('&filter=phq8Band::moderate')).toEqual([moderate.chargeUuid]);
    expect(await uuids('&filter=phq8Band::severe&sort=latestPhq8::asc')).toEqual([
      both.chargeUuid,
      severe.chargeUuid,
    ]);
    expect(await uuids('&sort=latestPhq8::desc')).toEqual([
      severe.chargeUuid,
      both.chargeUuid,
      moderate.chargeUuid,
      none.chargeUuid,
    ]);
    expect(await uuids('&sort=attention::desc')).toEqual([
      severe.chargeUuid,
      both.chargeUuid,
      moderate.chargeUuid,
      none.chargeUuid,
    ]);
    expect((await listCharges(context, own.headers, '&filter=consentStatus::GV')).count).toBe(4);
    expect((await listCharges(context, own.headers, '&filter=consentStatus::RQ')).count).toBe(0);

    const summary = await context.app.inject({
      url: '/api/v2/charges/attention-summary/',
      headers: own.headers,
    });
    expect(summary.json()).toEqual({
      total: 2,
      byCode: {
        severe_score: 2,
        reliable_deterioration: 1,
        low_mood: 0,
        disengaged: 0,
        overdue_questionnaire: 0,
      },
    });
  });

  it('sorts by attention clinically: severe, then deterioration, then the rest, each by the latest PHQ-8', async () => {
    const own = await caseManager(context);
    const severePhq8 = await consentedClient(context, own);
    await questionnaire(context, severePhq8, 'phq8', 20);
    const severeGad7 = await consentedClient(context, own);
    await questionnaire(context, severeGad7, 'phq8', 5);
    await questionnaire(context, severeGad7, 'gad7', 16);
    const deteriorating = await consentedClient(context, own);
    await questionnaire(context, deteriorating, 'phq8', 8, ago(3));
    await questionnaire(context, deteriorating, 'phq8', 18, ago(1));
    // Two milder flags (overdue PHQ-8 and low mood) and a low score: below one deterioration.
    const twoFlags = await consentedClient(context, own);
    await questionnaire(context, twoFlags, 'phq8', 4, ago(30));
    for (let day = 5; day >= 1; day -= 1) {
      await checkin(context, twoFlags, 1, ago(day));
    }
    const unflagged = await consentedClient(context, own);
    await questionnaire(context, unflagged, 'phq8', 12);
    const order = [severePhq8, severeGad7, deteriorating, twoFlags, unflagged].map(
      (client) => client.chargeUuid,
    );

    const uuids = async (query: string) =>
      (await listCharges(context, own.headers, query)).items.map((item) => item.uuid);
    expect(flagCodes(await listed(context, own.headers, twoFlags))).toEqual([
      'low_mood',
      'overdue_questionnaire',
    ]);
    expect(await uuids('&sort=attention::desc')).toEqual(order);
    expect(await uuids('&sort=attention::asc')).toEqual([...order].reverse());
  });

  it.each([
    ['filter=attention::sad', 400],
    ['filter=phq8Band::awful', 400],
    ['filter=attentionCount::1', 400],
    ['sort=phq8Latest::desc', 400],
    ['sort=attentionCount::desc', 400],
    ['filter=consentStatus::XX', 400],
  ])('refuses %s', async (query, status) => {
    const response = await context.app.inject({
      url: `/api/v2/charges/?${query}`,
      headers: manager.headers,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<{ message: string }>().message).toBeTruthy();
  });
});
