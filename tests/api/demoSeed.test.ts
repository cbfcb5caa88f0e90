import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JOURNEYS } from '../../server/db/seed/chargesDemo';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../server/db/seed/demo';
import type { ChargeJourney } from '../../core/generated/charge-journey';
import { bearer, login, startTestApp, testConfig, type TestContext } from './support/testApp';
import { DAY_MS as DAY } from '../../core/durations';

let context: TestContext;
let seeded: boolean;
let headers: { authorization: string };

beforeAll(async () => {
  context = await startTestApp();
  // The whole demo once per database: it is what `npm start` writes on a fresh install.
  seeded = await seedDemoIfEmpty(context.database.db, testConfig());
  headers = bearer((await login(context, 'manager@example.org', DEMO_PASSWORD)).access);
}, 120_000);
afterAll(() => context.close());

interface ChargeList {
  items: { uuid: string; fullName: string; consentStatus: string; sessions: number }[];
  count: number;
}

async function managerCharges(): Promise<ChargeList> {
  const response = await context.app.inject({ url: '/api/v2/charges/?page_size=100', headers });
  expect(response.statusCode).toBe(200);
  return response.json<ChargeList>();
}

async function journeyOf(fullName: string): Promise<ChargeJourney> {
  const charge = (await managerCharges()).items.find((item) => item.fullName === fullName);
  expect(charge, fullName).toBeDefined();
  const response = await context.app.inject({
    url: `/api/v2/charges/${charge?.uuid}/sessions/?history=full`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ChargeJourney>();
}

/** Local calendar days (the portal's Africa/Johannesburg, UTC+2 all year). */
const localDay = (iso: string) =>
  new Date(Date.parse(iso) + 2 * 3_600_000).toISOString().slice(0, 10);

describe('the demo seed', () => {
  it('runs on an empty database only', async () => {
    expect(seeded).toBe(true);
    const count = () =>
      context.database.db
        .selectFrom('charges')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
    const before = await count();
    expect(await seedDemoIfEmpty(context.database.db, testConfig())).toBe(false);
    expect(await count()).toEqual(before);
  });

  it("fills manager@example.org's list with charges in every consent status", async () => {
    const list = await managerCharges();
    expect(list.count).toBeGreaterThanOrEqual(40);
    const statuses = new Set(list.items.map((item) => item.consentStatus));
    expect([...statuses].sort()).toEqual(['DN', 'GV', 'NR', 'RC', 'RQ']);
    const given = list.items.filter((item) => item.consentStatus === 'GV');
    expect(given.length).toBeGreaterThan(list.count / 2);
  });

  it('has an eighteen-month journey with fortnightly questionnaires and near-daily check-ins', async () => {
    const journey = await journeyOf(DEMO_JOURNEYS.full);
    expect(journey.permissionDenied).toBe(false);
    const { sessions, phq8s = [], gad7s = [], wsass = [], wellbeings = [] } = journey;
    const first = Date.parse(sessions?.firstSessionDate ?? '');
    const last = Date.parse(sessions?.lastSessionDate ?? '');
    expect(last - first).toBeGreaterThanOrEqual(17 * 30.5 * DAY);
    expect(sessions?.sessions.length).toBeGreaterThanOrEqual(17);

    const gaps = phq8s.slice(1).map((entry, i) => {
      const previous = phq8s[i]?.postedAt ?? '';
      return (Date.parse(entry.postedAt) - Date.parse(previous)) / DAY;
    });
    const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
    expect(phq8s.length).toBeGreaterThanOrEqual(35);
    expect(median).toBeGreaterThanOrEqual(13);
    expect(median).toBeLessThanOrEqual(16);
    for (const answers of [gad7s, wsass, wellbeings]) {
      expect(answers).toHaveLength(phq8s.length);
    }
    // Improving: moderately severe or worse at the start, in the healthy range at the end.
    expect(phq8s[0]?.totalScore).toBeGreaterThanOrEqual(12);
    expect(phq8s.at(-1)?.totalScore).toBeLessThan(10);

    const days = new Set(journey.daily_checkins?.map((checkin) => localDay(checkin.checkinAt)));
    expect(days.size).toBeGreaterThan(0.8 * ((last - first) / DAY));
    expect(journey.modules?.modules.some((module) => module.readPages > 0)).toBe(true);
    expect(journey.media_meditations?.total).toBeGreaterThan(50);
  });

  it('has a charge with consent Given and no data at all', async () => {
    const journey = await journeyOf(DEMO_JOURNEYS.empty);
    expect(journey).toMatchObject({
      permissionDenied: false,
      sessions: { total: 0, sessions: [], firstSessionDate: null },
      media_meditations: { total: 0 },
      phq8s: [],
      gad7s: [],
      wsass: [],
      wellbeings: [],
      daily_checkins: [],
    });
    expect(journey.modules?.readList).toEqual([]);
  });

  it('stores only questionnaires in the ranges of spec section 9, with server-computed totals', async () => {
    const { rows } = await sql<{ kind: string; rows: number; wrong: number }>`
      SELECT kind, count(*)::int AS rows, count(*) FILTER (WHERE NOT (
        cardinality(answers) = CASE kind WHEN 'phq8' THEN 8 WHEN 'gad7' THEN 7 WHEN 'wsas' THEN 5 ELSE 4 END
        AND 0 <= ALL (answers)
        AND CASE kind WHEN 'wsas' THEN 8 WHEN 'wellbeing' THEN 10 ELSE 3 END >= ALL (answers)
        AND total_score IS NOT DISTINCT FROM CASE WHEN kind = 'wellbeing' THEN NULL
          ELSE (SELECT sum(a)::int FROM unnest(answers) AS a) END
      ))::int AS wrong
      FROM questionnaires GROUP BY kind ORDER BY kind`.execute(context.database.db);
    expect(rows.map((row) => row.kind)).toEqual(['gad7', 'phq8', 'wellbeing', 'wsas']);
    for (const row of rows) {
      expect(row.rows, row.kind).toBeGreaterThan(500);
      expect(row.wrong, row.kind).toBe(0);
    }
    const checkins = await sql<{ wrong: number }>`
      SELECT count(*) FILTER (WHERE least(mood, diet, sleep, active) < 1
        OR greatest(mood, diet, sleep, active) > 5)::int AS wrong FROM daily_checkins`.execute(
      context.database.db,
    );
    expect(checkins.rows[0]?.wrong).toBe(0);
  });

  it("keeps each charge's session count and latest session in step with its sessions", async () => {
    const { rows } = await sql<{ drift: number }>`
      SELECT count(*)::int AS drift FROM charges c
      WHERE c.sessions_count <> (SELECT count(*) FROM app_sessions s WHERE s.charge_id = c.id)
         OR c.latest_session IS DISTINCT FROM
            (SELECT max(started_at) FROM app_sessions s WHERE s.charge_id = c.id)`.execute(
      context.database.db,
    );
    expect(rows[0]?.drift).toBe(0);
  });
});
