import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutcomeChargeList } from '../../core/generated/outcome-charge-list';
import type { OutcomeReport } from '../../core/generated/outcome-report';
import {
  classifyEpisode,
  countOutcomes,
  figuresOf,
  OUTCOME_FIGURES,
  type FigureValue,
  type OutcomeFigure,
} from '../../core/outcomes';
import { caseManager, company, type CaseManager } from './support/app';
import { chargeFor } from './support/fixtures';
import { parseCsv } from './support/parseCsv';
import { signedInAdmin, type TestContext, startTestApp } from './support/testApp';
import { answersFor, SCALES } from './support/triage';

/**
 * The outcome report against a set of episodes whose figures are worked out by hand below, for
 * each audience, with the small-group rule and the consent rule; then the kept tallies against
 * core/outcomes.ts on a random set.
 */
type Scale = keyof typeof SCALES;
type Scores = Partial<Record<Scale, [day: string, total: number][]>>;

let context: TestContext;
let admin: { headers: { authorization: string } };
let mine: CaseManager;
let other: CaseManager;
let supporter: CaseManager;
let companyAdmin: CaseManager;
let companyA: number;
let companyB: number;
const charges: Record<string, { id: number; uuid: string }> = {};

const OPENED = '2026-05-04';
const CLOSED = '2026-06-15';
const PERIOD = 'from=2026-06&to=2026-06';

async function scores(chargeId: number, all: Scores) {
  const rows = Object.entries(all).flatMap(([kind, list]) =>
    list.map(([day, total]) => {
      const { count, max } = SCALES[kind as Scale];
      return {
        charge_id: chargeId,
        kind: kind as Scale,
        answers: answersFor(total, count, max),
        total_score: total,
        posted_at: `${day}T10:00:00Z`,
      };
    }),
  );
  if (rows.length) {
    await context.database.db.insertInto('questionnaires').values(rows).execute();
  }
}

/** A charge of `companyId` supported by `links`, with one episode and its scores. */
async function episode(
  name: string,
  companyId: number,
  links: { cm: CaseManager; consent: 'GV' | 'RQ' }[],
  all: Scores,
  closedOn: string | null = CLOSED,
  openedOn = OPENED,
) {
  const db = context.database.db;
  const charge = await chargeFor(
    context,
    links.map((link) => ({ user: link.cm.user, consent: link.consent })),
    { firstName: 'Client', lastName: name },
  );
  await db
    .updateTable('charges')
    .set({ company_id: companyId })
    .where('id', '=', charge.id)
    .execute();
  await db
    .insertInto('episodes')
    .values({
      charge_id: charge.id,
      opened_on: openedOn,
      closed_on: closedOn,
      discharge_reason: closedOn ? 'completed' : null,
    })
    .execute();
  await scores(charge.id, all);
  charges[name] = charge;
}

const get = async <T>(headers: { authorization: string }, url: string, status = 200) => {
  const response = await context.app.inject({ method: 'GET', url: `/api/v2/${url}`, headers });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
};
const report = (headers: { authorization: string }, query = '') =>
  get<OutcomeReport>(headers, `outcomes/?${PERIOD}${query}`);
const drill = async (headers: { authorization: string }, figure: OutcomeFigure, query = '') =>
  (await get<OutcomeChargeList>(headers, `outcomes/charges/?${PERIOD}&figure=${figure}${query}`))
    .items;

/** Each figure's [numerator, denominator, percentage], or 'fewer' for a group under five. */
const counts = (figures: Record<OutcomeFigure, FigureValue>) =>
  Object.fromEntries(
    OUTCOME_FIGURES.map((figure) => {
      const value = figures[figure];
      return [
        figure,
        value.fewerThanFive ? 'fewer' : [value.numerator, value.denominator, value.percentage],
      ];
    }),
  );

beforeAll(async () => {
  context = await startTestApp();
  admin = await signedInAdmin(context);
  mine = await caseManager(context);
  other = await caseManager(context);
  supporter = await caseManager(context, { role: 'QM' });
  companyAdmin = await caseManager(context, { role: 'CA' });
  companyA = await company(context, 'Outcomes A');
  companyB = await company(context, 'Outcomes B');
  await context.database.db
    .insertInto('case_manager_companies')
    .values({ case_manager_id: companyAdmin.id, company_id: companyA })
    .execute();
  const withMine = (supporterConsent: 'GV' | 'RQ' = 'GV') => [
    { cm: mine, consent: 'GV' as const },
    { cm: supporter, consent: supporterConsent },
  ];
  // Company A, the caseload of `mine` (and the supporter's, whose consent to "recovered" is only
  // requested). Lines: PHQ-8 10, GAD-7 8; reliable: PHQ-8 6, GAD-7 4, WSAS 12.
  // Recovered, reliably improved and reliably recovered; its PHQ-8 baseline from before it opened.
  await episode(
    'reliablyRecovered',
    companyA,
    [...withMine(), { cm: companyAdmin, consent: 'GV' }],
    {
      phq8: [
        ['2026-04-29', 15],
        ['2026-05-20', 9],
        ['2026-06-10', 4],
      ],
      gad7: [
        ['2026-05-05', 12],
        ['2026-06-10', 3],
      ],
      wsas: [
        ['2026-05-05', 30],
        ['2026-06-10', 10],
      ],
    },
  );
  // Recovered, not reliably (PHQ-8 -3, GAD-7 -2); a score after discharge does not count.
  await episode('recovered', companyA, withMine('RQ'), {
    phq8: [
      ['2026-05-05', 11],
      ['2026-06-10', 8],
      ['2026-06-20', 25],
    ],
    gad7: [
      ['2026-05-05', 9],
      ['2026-06-10', 7],
    ],
    wsas: [
      ['2026-05-05', 20],
      ['2026-06-10', 18],
    ],
  });
  // Reliably improved only: the baseline (20, three days before it opened) makes it -8, where the
  // first score in the episode (13) would make it -1; still 12, a case, at the end.
  await episode('reliablyImproved', companyA, withMine(), {
    phq8: [
      ['2026-05-01', 20],
      ['2026-05-10', 13],
      ['2026-06-10', 12],
    ],
    gad7: [
      ['2026-05-05', 15],
      ['2026-06-10', 12],
    ],
    wsas: [
      ['2026-05-05', 15],
      ['2026-06-10', 30],
    ],
  });
  // Not at caseness at the start, reliably deteriorated (PHQ-8 +8).
  await episode('deteriorated', companyA, withMine(), {
    phq8: [
      ['2026-05-05', 8],
      ['2026-06-10', 16],
    ],
    gad7: [
      ['2026-05-05', 5],
      ['2026-06-10', 6],
    ],
    wsas: [
      ['2026-05-05', 10],
      ['2026-06-10', 10],
    ],
  });
  // Not at caseness, no change; a PHQ-8 of 25 twenty days before it opened is past the look-back.
  await episode('notCase', companyA, withMine(), {
    phq8: [
      ['2026-04-14', 25],
      ['2026-05-05', 4],
      ['2026-06-10', 5],
    ],
    gad7: [
      ['2026-05-05', 3],
      ['2026-06-10', 3],
    ],
  });
  // A second reliable recovery, and a case that did not change.
  await episode('reliablyRecovered2', companyA, withMine(), {
    phq8: [
      ['2026-05-05', 16],
      ['2026-06-10', 5],
    ],
    gad7: [
      ['2026-05-05', 14],
      ['2026-06-10', 4],
    ],
  });
  await episode('unchangedCase', companyA, withMine(), {
    phq8: [
      ['2026-05-05', 12],
      ['2026-06-10', 11],
    ],
    gad7: [
      ['2026-05-05', 9],
      ['2026-06-10', 9],
    ],
  });
  // Left out: one score each (no last), and no PHQ-8 or GAD-7 at all (no first; a WSAS pair).
  await episode('missingLast', companyA, withMine(), {
    phq8: [['2026-05-05', 14]],
    gad7: [['2026-05-05', 10]],
  });
  await episode('missingFirst', companyA, withMine(), {
    wsas: [
      ['2026-05-05', 30],
      ['2026-06-10', 10],
    ],
  });
  // Open, with two scores: shown apart.
  await episode(
    'open',
    companyA,
    withMine(),
    {
      phq8: [
        ['2026-10-05', 15],
        ['2026-10-20', 5],
      ],
      gad7: [
        ['2026-10-05', 10],
        ['2026-10-20', 3],
      ],
    },
    null,
    '2026-10-01',
  );
  // Company B: four episodes of another case manager, not at caseness.
  for (const n of [1, 2, 3, 4]) {
    await episode(`b${n}`, companyB, [{ cm: other, consent: 'GV' }], {
      phq8: [
        ['2026-05-05', 3],
        ['2026-06-10', 3],
      ],
      gad7: [
        ['2026-05-05', 2],
        ['2026-06-10', 2],
      ],
    });
  }
});
afterAll(() => context.close());

// Company A by hand: paired 7 (all but missingLast and missingFirst); at caseness 5
// (reliablyRecovered, recovered, reliablyImproved, reliablyRecovered2, unchangedCase); recovered 3
// of those (reliablyRecovered, recovered, reliablyRecovered2); reliably improved 3
// (reliablyRecovered, reliablyImproved, reliablyRecovered2); reliably recovered 2; deteriorated 1;
// WSAS pairs 5 (reliablyRecovered, recovered, reliablyImproved, deteriorated, missingFirst):
// improved 2, deteriorated 1.
const COMPANY_A = {
  at_caseness: [5, 7, 71.4],
  recovered: [3, 5, 60],
  reliably_improved: [3, 7, 42.9],
  reliably_recovered: [2, 5, 40],
  reliably_deteriorated: [1, 7, 14.3],
  wsas_reliably_improved: [2, 5, 40],
  wsas_reliably_deteriorated: [1, 5, 20],
};
const COMPANY_A_COMPLETENESS = { closed: 9, counted: 7, noFirstScore: 1, noLastScore: 1 };
const ALL_FEWER = Object.fromEntries(Object.keys(COMPANY_A).map((figure) => [figure, 'fewer']));

describe('an administrator', () => {
  it('counts every company: company A and company B’s four, not at caseness', async () => {
    const answer = await report(admin.headers);
    expect(counts(answer.closed)).toEqual({
      ...COMPANY_A,
      at_caseness: [5, 11, 45.5],
      reliably_improved: [3, 11, 27.3],
      reliably_deteriorated: [1, 11, 9.1],
    });
    expect(answer.completeness).toEqual({
      closed: 13,
      counted: 11,
      noFirstScore: 1,
      noLastScore: 1,
    });
    expect(answer.openCounted).toBe(1);
    expect(counts(answer.open)).toEqual(ALL_FEWER);
    expect(answer.byMonth.map((month) => month.month)).toEqual(['2026-06']);
    expect(counts(answer.byMonth[0]!.figures)).toEqual(counts(answer.closed));
  });

  it('filters by company, and a group of four is "fewer than 5"', async () => {
    expect(counts((await report(admin.headers, `&company=${companyA}`)).closed)).toEqual(COMPANY_A);
    const small = await report(admin.headers, `&company=${companyB}`);
    expect(counts(small.closed)).toEqual(ALL_FEWER);
    expect(small.closed.at_caseness).toEqual({
      numerator: null,
      denominator: null,
      percentage: null,
      fewerThanFive: true,
    });
    expect(small.completeness.closed).toBe(4);
  });

  it('filters by case manager: their caseload', async () => {
    const answer = await report(admin.headers, `&caseManager=${mine.uuid}`);
    expect(counts(answer.closed)).toEqual(COMPANY_A);
    expect(answer.completeness).toEqual(COMPANY_A_COMPLETENESS);
  });

  it('averages the scores by week since the episode opened', async () => {
    const { byWeek } = await report(admin.headers, `&company=${companyA}`);
    // Week 0, the first seven days and the baselines from before: 15, 11, 20 and 13, 8, 4, 16,
    // 12, 14 (the PHQ-8 of 25 is past the look-back): 113 / 9.
    expect(byWeek[0]!.phq8).toBe(12.6);
    expect(byWeek).toHaveLength(27);
  });

  it('audits each report with its query and address, under a company and a course', async () => {
    const entries = () =>
      context.database.db
        .selectFrom('audit_log')
        .select(['actor_user_id', 'details', 'ip'])
        .where('action', '=', 'outcomes.view')
        .orderBy('id', 'desc')
        .execute();
    const before = (await entries()).length;
    // No charge has a course: nothing is counted.
    const answer = await report(admin.headers, `&company=${companyA}&course=999999`);
    expect(answer.completeness.closed).toBe(0);
    const [latest, ...earlier] = await entries();
    expect(earlier).toHaveLength(before);
    expect(latest).toEqual({
      actor_user_id: expect.any(Number) as number,
      details: {
        from: '2026-06',
        to: '2026-06',
        company: companyA,
        course: 999999,
        format: 'json',
      },
      ip: expect.any(String) as string,
    });
  });

  it('gets no drill-down without a caseload of their own', async () => {
    expect(await drill(admin.headers, 'recovered')).toEqual([]);
  });

  it('has the table as CSV', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v2/outcomes/?${PERIOD}&company=${companyA}`,
      headers: { ...admin.headers, accept: 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['Group', 'Figure', 'Episodes', 'Out of', 'Per cent']);
    expect(rows).toContainEqual(['Closed in the period', 'Recovered', '3', '5', '60']);
    expect(rows).toContainEqual([
      'Open, with two scores or more',
      'Recovered',
      'fewer than 5',
      'fewer than 5',
      'fewer than 5',
    ]);
  });

  it('refuses a company or course id beyond the database’s integers with a 400', async () => {
    for (const query of ['company=Infinity', 'course=1e20', 'company=2147483648']) {
      await get(admin.headers, `outcomes/?${query}`, 400);
    }
  });

  it('refuses a period that ends before it starts, in the reader’s language', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v2/outcomes/?from=2026-07&to=2026-06',
      headers: { ...admin.headers, 'accept-language': 'zu' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'Inyanga yokuqala akumele ibe ngemva kweyokugcina.',
    );
  });
});

describe('a company administrator', () => {
  it('counts their companies only, whatever company is asked', async () => {
    const answer = await report(companyAdmin.headers);
    expect(counts(answer.closed)).toEqual(COMPANY_A);
    expect(answer.completeness).toEqual(COMPANY_A_COMPLETENESS);
    expect(counts((await report(companyAdmin.headers, `&company=${companyB}`)).closed)).toEqual(
      ALL_FEWER,
    );
  });

  it('drills down into their own caseload without names', async () => {
    const items = await drill(companyAdmin.headers, 'reliably_recovered');
    expect(items).toEqual([
      expect.objectContaining({ uuid: charges.reliablyRecovered!.uuid, name: null }),
    ]);
  });
});

describe('a case manager', () => {
  it('counts their own caseload in My outcomes', async () => {
    const answer = await report(mine.headers);
    expect(counts(answer.closed)).toEqual(COMPANY_A);
    expect(answer.completeness).toEqual(COMPANY_A_COMPLETENESS);
  });

  it('drills down to each figure’s clients, named', async () => {
    const names = async (figure: OutcomeFigure) =>
      (await drill(mine.headers, figure)).map((item) => item.name).sort();
    expect(await names('recovered')).toEqual([
      'Client recovered',
      'Client reliablyRecovered',
      'Client reliablyRecovered2',
    ]);
    expect(await names('reliably_improved')).toEqual([
      'Client reliablyImproved',
      'Client reliablyRecovered',
      'Client reliablyRecovered2',
    ]);
    expect(await names('reliably_deteriorated')).toEqual(['Client deteriorated']);
    const open = await drill(mine.headers, 'recovered', '&group=open');
    expect(open.map((item) => item.uuid)).toEqual([charges.open!.uuid]);
  });

  it('may not name another case manager', async () => {
    await get(mine.headers, `outcomes/?caseManager=${other.uuid}`, 400);
  });
});

describe('a supporter without Given consent for one charge', () => {
  it('neither counts it in My outcomes nor lists it in any drill-down', async () => {
    const answer = await report(supporter.headers);
    // Company A less "recovered": paired 6, at caseness 4 (a group under five).
    expect(counts(answer.closed)).toEqual({
      at_caseness: [4, 6, 66.7],
      recovered: 'fewer',
      reliably_improved: [3, 6, 50],
      reliably_recovered: 'fewer',
      reliably_deteriorated: [1, 6, 16.7],
      wsas_reliably_improved: 'fewer',
      wsas_reliably_deteriorated: 'fewer',
    });
    expect(answer.completeness.closed).toBe(8);
    const hidden = charges.recovered!.uuid;
    for (const figure of Object.keys(COMPANY_A) as OutcomeFigure[]) {
      const items = await drill(supporter.headers, figure);
      expect(items.map((item) => item.uuid)).not.toContain(hidden);
    }
    expect((await drill(supporter.headers, 'recovered')).map((item) => item.name).sort()).toEqual([
      'Client reliablyRecovered',
      'Client reliablyRecovered2',
    ]);
  });

  it('counts it once consent is given, and not after it is withdrawn', async () => {
    const db = context.database.db;
    const consent = (status: 'GV' | 'DN') =>
      db
        .updateTable('charge_supporters')
        .set({ consent_status: status })
        .where('charge_id', '=', charges.recovered!.id)
        .where('case_manager_id', '=', supporter.id)
        .execute();
    await consent('GV');
    expect(counts((await report(supporter.headers)).closed)).toEqual(COMPANY_A);
    await consent('DN');
    expect((await report(supporter.headers)).completeness.closed).toBe(8);
  });
});

describe('the kept tallies', () => {
  it('follow a score, a discharge and a company written later', async () => {
    const db = context.database.db;
    // missingLast gets its last scores: recovered and reliably so (14 -> 4, 10 -> 2).
    await scores(charges.missingLast!.id, {
      phq8: [['2026-06-12', 4]],
      gad7: [['2026-06-12', 2]],
    });
    let answer = await report(mine.headers);
    expect(answer.closed.recovered).toMatchObject({ numerator: 4, denominator: 6 });
    expect(answer.completeness.noLastScore).toBe(0);
    // Reopened (closed in July): out of June's figures.
    await db
      .updateTable('episodes')
      .set({ closed_on: '2026-07-02' })
      .where('charge_id', '=', charges.missingLast!.id)
      .execute();
    answer = await report(mine.headers);
    expect(counts(answer.closed)).toEqual(COMPANY_A);
    // Moved to company B: counted there.
    await db
      .updateTable('charges')
      .set({ company_id: companyB })
      .where('id', '=', charges.missingLast!.id)
      .execute();
    answer = await get<OutcomeReport>(
      admin.headers,
      `outcomes/?company=${companyB}&from=2026-07&to=2026-07`,
    );
    expect(answer.completeness).toEqual({ closed: 1, counted: 1, noFirstScore: 0, noLastScore: 0 });
  });

  it('agree with core/outcomes.ts on random episodes', async () => {
    const random = await company(context, 'Outcomes random');
    const cm = await caseManager(context);
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const outcomes = [];
    for (let n = 0; n < 40; n += 1) {
      const all: Scores = {};
      const pairs: Record<Scale, { count: number; pair: { first: number; last: number } | null }> =
        {
          phq8: { count: 0, pair: null },
          gad7: { count: 0, pair: null },
          wsas: { count: 0, pair: null },
        };
      for (const [scale, max] of [
        ['phq8', 24],
        ['gad7', 21],
        ['wsas', 40],
      ] as const) {
        const count = next(4);
        const totals = Array.from({ length: count }, () => next(max + 1));
        all[scale] = totals.map((total, i) => [
          `2026-05-${String(5 + i * 7).padStart(2, '0')}`,
          total,
        ]);
        pairs[scale] = {
          count,
          pair: count >= 2 ? { first: totals[0]!, last: totals[count - 1]! } : null,
        };
      }
      await episode(`random${n}`, random, [{ cm, consent: 'GV' }], all);
      outcomes.push(classifyEpisode(pairs));
    }
    const answer = await report(admin.headers, `&company=${random}`);
    expect(answer.closed).toEqual(figuresOf(countOutcomes(outcomes)));
    expect(answer.completeness).toEqual({
      closed: 40,
      counted: outcomes.filter((o) => o.paired).length,
      noFirstScore: outcomes.filter((o) => o.excluded === 'no_first_score').length,
      noLastScore: outcomes.filter((o) => o.excluded === 'no_last_score').length,
    });
  });
});
