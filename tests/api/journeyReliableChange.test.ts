import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Questionnaire } from '../../core/severity';
import { caseManager, post, registeredClient, type CaseManager, type Client } from './support/app';
import { openEpisode } from './support/episodes';
import { startTestApp, type TestContext } from './support/testApp';

/**
 * The reliable change class the journey answer carries for every PHQ-8, GAD-7 and WSAS answer,
 * for a charge built through the companion-app API, on each side of each scale's threshold.
 * Expected classes are written by hand from the default setting: a change of 6 points on the
 * PHQ-8, 4 on the GAD-7 and 12 on the WSAS is reliable, one point less is not
 * (core/reliableChangeSettings.ts).
 */
let context: TestContext;
let manager: CaseManager;
let client: Client;

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
  client = await registeredClient(context, manager, { should_request_consent: true });
  const answer = await post(context, `consent-requests/${manager.uuid}/`, client.headers, {
    status: 'GV',
  });
  expect(answer.statusCode).toBe(200);
  // In care since before every answer: each is classed from the episode's first.
  await openEpisode(context, client.chargeUuid);
});
afterAll(() => context.close());

function answersFor(total: number, count: number, max: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.max(0, Math.min(max, total - i * max)));
}

type Class = 'improvement' | 'no_change' | 'deterioration' | null;

/** Totals in the order posted, and the classes from the first and from the previous answer. */
const CASES: Record<
  Questionnaire,
  { count: number; max: number; totals: number[]; fromFirst: Class[]; fromPrevious: Class[] }
> = {
  // 12 -> 7 (-5, no), 7 -> 1 (-6, improvement; from first -11), 1 -> 6 (+5, no; -6 from 12),
  // 6 -> 12 (+6, deterioration; 0 from first), 12 -> 18 (+6; +6 from first).
  phq8: {
    count: 8,
    max: 3,
    totals: [12, 7, 1, 6, 12, 18],
    fromFirst: [null, 'no_change', 'improvement', 'improvement', 'no_change', 'deterioration'],
    fromPrevious: [null, 'no_change', 'improvement', 'no_change', 'deterioration', 'deterioration'],
  },
  // 15 -> 12 (-3, no), 12 -> 8 (-4), 8 -> 11 (+3, no; -4 from 15), 11 -> 15 (+4; 0 from first),
  // 15 -> 19 (+4; +4 from first).
  gad7: {
    count: 7,
    max: 3,
    totals: [15, 12, 8, 11, 15, 19],
    fromFirst: [null, 'no_change', 'improvement', 'improvement', 'no_change', 'deterioration'],
    fromPrevious: [null, 'no_change', 'improvement', 'no_change', 'deterioration', 'deterioration'],
  },
  // 30 -> 19 (-11, no), 19 -> 7 (-12), 7 -> 18 (+11, no; -12 from 30), 18 -> 30 (+12; 0 from first)
  wsas: {
    count: 5,
    max: 8,
    totals: [30, 19, 7, 18, 30],
    fromFirst: [null, 'no_change', 'improvement', 'improvement', 'no_change'],
    fromPrevious: [null, 'no_change', 'improvement', 'no_change', 'deterioration'],
  },
};

describe('reliable change in the journey answer', () => {
  it('classes every answer from the first and from the previous, at each threshold', async () => {
    let minutesAgo = 1000;
    for (const [questionnaire, { count, max, totals }] of Object.entries(CASES)) {
      for (const total of totals) {
        minutesAgo -= 1;
        const response = await post(context, `questionnaires/${questionnaire}/`, client.headers, {
          qs: answersFor(total, count, max),
          posted_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        });
        expect(response.statusCode, response.body).toBe(201);
      }
    }
    const response = await context.app.inject({
      url: `/api/v2/charges/${client.chargeUuid}/sessions/`,
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<
      Record<
        'phq8s' | 'gad7s' | 'wsass',
        {
          totalScore: number;
          reliableChangeFromFirst: Class;
          reliableChangeFromPrevious: Class;
        }[]
      >
    >();
    const key = { phq8: 'phq8s', gad7: 'gad7s', wsas: 'wsass' } as const;
    for (const questionnaire of Object.keys(CASES) as Questionnaire[]) {
      const rows = body[key[questionnaire]];
      const expected = CASES[questionnaire];
      expect(rows.map((r) => r.totalScore)).toEqual(expected.totals);
      expect(
        rows.map((r) => r.reliableChangeFromFirst),
        questionnaire,
      ).toEqual(expected.fromFirst);
      expect(
        rows.map((r) => r.reliableChangeFromPrevious),
        questionnaire,
      ).toEqual(expected.fromPrevious);
    }
  });

  it('names the portal’s time zone, the calendar of its days and months', async () => {
    const response = await context.app.inject({
      url: `/api/v2/charges/${client.chargeUuid}/sessions/`,
      headers: manager.headers,
    });
    expect(response.json<{ timeZone: string }>().timeZone).toBe(context.app.config.timeZone);
  });
});
