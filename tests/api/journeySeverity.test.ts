import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { severityOf, type Questionnaire, type Severity } from '../../core/severity';
import { caseManager, post, registeredClient, type CaseManager, type Client } from './support/app';
import { startTestApp, type TestContext } from './support/testApp';
import { DAY_MS as DAY, HOUR_MS as HOUR } from '../../core/durations';

/**
 * The journey of a charge built only through the companion-app API: registered with an access
 * code, consent given from the app, answers and activity posted as the app posts them.
 */
let context: TestContext;
let manager: CaseManager;
let client: Client;

/** Africa/Johannesburg is UTC+2 all year. */
const OFFSET = 2 * HOUR;

function localMidnight(): number {
  const local = new Date(Date.now() + OFFSET);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OFFSET;
}

/** Answers summing to `total`, each within 0..`max`, `count` of them. */
function answersFor(total: number, count: number, max: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.max(0, Math.min(max, total - i * max)));
}

const EDGES: Record<Questionnaire, { count: number; max: number; totals: number[] }> = {
  phq8: { count: 8, max: 3, totals: [4, 5, 9, 10, 14, 15, 19, 20] },
  gad7: { count: 7, max: 3, totals: [4, 5, 9, 10, 14, 15] },
  wsas: { count: 5, max: 8, totals: [9, 10, 19, 20] },
};

/** Hand-written from spec section 4, not from the table the server uses. */
const EXPECTED: Record<Questionnaire, Severity[]> = {
  phq8: [
    'minimal',
    'mild',
    'mild',
    'moderate',
    'moderate',
    'moderately_severe',
    'moderately_severe',
    'severe',
  ],
  gad7: ['minimal', 'mild', 'mild', 'moderate', 'moderate', 'severe'],
  wsas: ['none', 'significant', 'significant', 'severe'],
};

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
  client = await registeredClient(context, manager, { should_request_consent: true });
  const answer = await post(context, `consent-requests/${manager.uuid}/`, client.headers, {
    status: 'GV',
  });
  expect(answer.statusCode).toBe(200);
});
afterAll(() => context.close());

async function created(url: string, payload: unknown) {
  const response = await post(context, url, client.headers, payload);
  expect(response.statusCode, `${url} ${response.body}`).toBe(201);
}

function journey() {
  return context.app.inject({
    url: `/api/v2/charges/${client.chargeUuid}/sessions/`,
    headers: manager.headers,
  });
}

interface Scored {
  totalScore: number;
  severity: Severity;
}

describe('the journey of a charge built through the app API', () => {
  it('labels every questionnaire total with its band at each edge', async () => {
    let minutesAgo = 1000;
    for (const [questionnaire, { count, max, totals }] of Object.entries(EDGES)) {
      for (const total of totals) {
        minutesAgo -= 1;
        await created(`questionnaires/${questionnaire}/`, {
          qs: answersFor(total, count, max),
          posted_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        });
      }
    }
    const response = await journey();
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<'phq8s' | 'gad7s' | 'wsass', Scored[]>>();
    const key = { phq8: 'phq8s', gad7: 'gad7s', wsas: 'wsass' } as const;
    for (const questionnaire of Object.keys(EDGES) as Questionnaire[]) {
      const rows = body[key[questionnaire]];
      expect(rows.map((r) => r.totalScore)).toEqual(EDGES[questionnaire].totals);
      expect(rows.map((r) => r.severity)).toEqual(EXPECTED[questionnaire]);
      // The API and the portal's labels read the same table.
      expect(rows.map((r) => severityOf(questionnaire, r.totalScore))).toEqual(
        EXPECTED[questionnaire],
      );
    }
  });

  it('counts posted sessions and meditations at the local day boundaries', async () => {
    const today = localMidnight();
    const times = [
      today - DAY + 1000,
      today - DAY - 1000,
      today - 7 * DAY + 1000,
      today - 7 * DAY - 1000,
      today - 30 * DAY + 1000,
      today - 30 * DAY - 1000,
    ];
    for (const at of times) {
      const iso = new Date(at).toISOString();
      await created('sessions/', { started_at: iso, duration_seconds: 300 });
      await created('meditations/', { listened_at: iso, name: 'Breathe', duration_seconds: 120 });
    }
    const body = (await journey()).json<{
      sessions: Record<string, unknown>;
      media_meditations: Record<string, number>;
    }>();
    expect(body.sessions).toMatchObject({
      total: 6,
      fromYesterday: 1,
      fromLastWeek: 3,
      fromLastMonth: 5,
      firstSessionDate: new Date(today - 30 * DAY - 1000).toISOString(),
      lastSessionDate: new Date(today - DAY + 1000).toISOString(),
    });
    expect(body.media_meditations).toEqual({ total: 6, last7Days: 3, last30Days: 5 });
  });

  it('writes one audit row for each served journey, naming the viewer and the charge', async () => {
    const views = () =>
      context.database.db
        .selectFrom('audit_log')
        .select(['actor_user_id', 'target_id'])
        .where('charge_id', '=', client.chargeId)
        .where('action', '=', 'journey.view')
        .execute();
    const before = (await views()).length;
    await journey();
    const after = await views();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual({ actor_user_id: manager.user.id, target_id: client.chargeUuid });
  });
});
