import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { signIn } from './admin-helpers';
import { applyVariant, axeFindings, FORM_VARIANTS, report, type Finding } from './axe-helpers';
import { apiToken, giveConsent } from './shell-helpers';
import { DAY_MS as DAY, HOUR_MS as HOUR } from '../../core/durations';

/**
 * A journey read at a glance: a charge built only through the APIs (a case manager's
 * charge request, the client's registration, consent and activity posted by the companion app)
 * with sessions in January and July only, PHQ-8 answers across New Year, and check-ins late in
 * the evening and just after midnight in Johannesburg, read in browsers in two time zones.
 */

const API = '/api/v2/';
const MANAGER = 'manager@example.org';
const ZONE = 'Africa/Johannesburg';
/** Johannesburg is UTC+2 all year. */
const OFFSET = 2 * HOUR;
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** An instant given as a Johannesburg wall-clock time. */
const jhb = (year: number, month: number, day: number, hour = 10, minute = 0) =>
  new Date(Date.UTC(year, month, day, hour, minute) - OFFSET);

/** The Johannesburg calendar day `days` before today, as Date.UTC fields. */
function jhbDaysAgo(days: number): { y: number; m: number; d: number } {
  const local = new Date(Date.now() + OFFSET - days * DAY);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth(), d: local.getUTCDate() };
}

const now = jhbDaysAgo(0);
/** The last January and July inside "last 12 months" (every calendar month is, once). */
const monthBack = (month: number) => (now.m >= month ? now.y : now.y - 1);
const JANUARY = { y: monthBack(0), m: 0 };
const JULY = { y: monthBack(6), m: 6 };
/** PHQ-8 answers from November to February, across the New Year before the latest February. */
const YEAR = now.m >= 2 ? now.y : now.y - 1;
const PHQ8 = [
  { at: jhb(YEAR - 1, 10, 20), total: 22 },
  { at: jhb(YEAR - 1, 11, 15), total: 16 },
  { at: jhb(YEAR, 0, 10), total: 8 },
  { at: jhb(YEAR, 1, 5), total: 3 },
];
/** Check-ins: 09:00 four days ago, 20:00 three days ago, 00:30 one day ago (Johannesburg). */
const day = (days: number) => jhbDaysAgo(days);
const EVENING = day(3);
const AFTER_MIDNIGHT = day(1);
const CHECKINS = [
  { ...day(4), at: jhb(day(4).y, day(4).m, day(4).d, 9) },
  { ...EVENING, at: jhb(EVENING.y, EVENING.m, EVENING.d, 20) },
  { ...AFTER_MIDNIGHT, at: jhb(AFTER_MIDNIGHT.y, AFTER_MIDNIGHT.m, AFTER_MIDNIGHT.d, 0, 30) },
];

function answersFor(total: number, count: number, max: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.max(0, Math.min(max, total - i * max)));
}

let chargeUuid = '';

async function buildCharge(request: APIRequestContext): Promise<string> {
  const manager = { Authorization: `Bearer ${await apiToken(request, MANAGER)}` };
  const created = await request.post(`${API}case-managers/charge-requests/`, {
    headers: manager,
    data: {
      first_name: 'Glance',
      last_name: `Journey${Date.now()}`,
      email: null,
      company: null,
      policy_number: null,
      should_request_consent: true,
      designation: 'Case manager',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  const email = `glance-${Date.now()}@example.org`;
  const registered = await request.post(`${API}app/register/`, {
    data: {
      access_code: code,
      email,
      password: 'Glance-journey-2026',
      first_name: 'Glance',
      last_name: 'Journey',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const client = {
    Authorization: `Bearer ${((await registered.json()) as { access: string }).access}`,
  };
  await giveConsent(request, client, MANAGER);
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`${API}app/${path}`, { headers: client, data });
    expect(response.status(), `${path} ${await response.text()}`).toBe(201);
  };
  for (const month of [JANUARY, JULY]) {
    for (const date of [3, 15]) {
      const started = jhb(month.y, month.m, date).toISOString();
      await post('sessions/', { started_at: started, duration_seconds: 600 });
    }
  }
  for (const { at, total } of PHQ8) {
    await post('questionnaires/phq8/', {
      qs: answersFor(total, 8, 3),
      posted_at: at.toISOString(),
    });
  }
  for (const [i, { at }] of CHECKINS.entries()) {
    const score = 2 + i;
    await post('checkins/', {
      checkin_at: at.toISOString(),
      ...{ mood: score, diet: 3, sleep: 4, active: 2, t1: null, t2: null },
    });
  }
  const modules = await request.get(`${API}app/modules/`, { headers: client });
  const [first] = (await modules.json()) as { id: number }[];
  for (const [page, days] of [
    [1, 20],
    [2, 10],
  ] as const) {
    const read = day(days);
    await post('module-reads/', {
      module_id: first?.id,
      page,
      read_at: jhb(read.y, read.m, read.d, 12).toISOString(),
    });
  }
  const search = await request.get(`${API}charges/`, {
    headers: manager,
    params: { page: 1, page_size: 100, search: `email::${email}` },
  });
  const [charge] = ((await search.json()) as { items: { uuid: string }[] }).items;
  expect(charge, 'the new charge in My Users').toBeDefined();
  // The consent opened the episode of care today; the case manager dates it from the first
  // PHQ-8, so every answer above is in it and measured from its first.
  const detail = await request.get(`${API}charges/${charge!.uuid}/`, { headers: manager });
  const { latestEpisode } = (await detail.json()) as { latestEpisode: { id: number } | null };
  expect(latestEpisode, 'the episode the consent opened').not.toBeNull();
  const firstAt = PHQ8[0]!.at;
  const openedOn = `${firstAt.getUTCFullYear()}-${String(firstAt.getUTCMonth() + 1).padStart(2, '0')}-01`;
  const dated = await request.patch(`${API}episodes/${latestEpisode!.id}/`, {
    headers: manager,
    data: { openedOn },
  });
  expect(dated.status(), await dated.text()).toBe(200);
  return charge!.uuid;
}

const panel = (page: Page, section: string): Locator => page.locator(`#journey-${section}`);
const label = ({ m, d }: { m: number; d: number }) => `${MONTHS[m]} ${d}`;

async function openJourney(page: Page) {
  await signIn(page, MANAGER);
  await page.goto(`/users/${chargeUuid}`);
  await expect(page.getByRole('tab', { name: 'Journey' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'phq8').getByTestId('phq8-chart').locator('svg').first()).toBeVisible();
}

/** The horizontal centre of an element on the page. */
async function centreX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  return box!.x + box!.width / 2;
}

/** The x-axis tick (its line) whose label reads `text`, of the chart in `chart`. */
function tickLabelled(chart: Locator, text: RegExp): Locator {
  return chart
    .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickContainer')
    .filter({ has: chart.page().locator('text', { hasText: text }) });
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 } });

test.describe('a journey read at a glance', () => {
  test('the charge is built through the APIs', async ({ request }) => {
    chargeUuid = await buildCharge(request);
  });

  for (const timezoneId of ['UTC', ZONE]) {
    test.describe(`in a browser set to ${timezoneId}`, () => {
      test.use({ timezoneId });

      test('days, months and ticks are the portal’s calendar', async ({ page }) => {
        await openJourney(page);
        await expect(page.getByTestId('journey-time-zone')).toContainText(ZONE);

        // Tiles: each count's since date is the Johannesburg day the API counts from.
        const tiles = page.getByTestId('session-tiles');
        for (const days of [1, 7, 30]) {
          const since = day(days);
          await expect(tiles).toContainText(`since ${label(since)}, ${since.y}`);
        }

        // Last 12 months: twelve bars, January and July with sessions, ten zeros.
        const sessions = panel(page, 'sessions');
        await sessions.getByRole('combobox').click();
        await page.getByRole('option', { name: 'Last 12 months' }).click();
        await expect(sessions.getByTestId('sessions-chart')).toHaveAttribute('data-points', '12');
        await expect(sessions.locator('.MuiBarChart-element')).toHaveCount(12);
        await sessions.getByRole('switch', { name: 'View as table' }).click();
        const rows = sessions.getByTestId('sessions-table').locator('tbody tr');
        await expect(rows).toHaveCount(12);
        const counts = await rows.locator('td').allTextContents();
        expect(counts.filter((c) => c === '2')).toHaveLength(2);
        expect(counts.filter((c) => c === '0')).toHaveLength(10);
        await expect(rows.filter({ hasText: `Jan ${JANUARY.y}` })).toContainText('2');
        await expect(rows.filter({ hasText: `Jul ${JULY.y}` })).toContainText('2');

        // PHQ-8: ticks name both years; points spaced by date; every band labelled.
        const phq8 = panel(page, 'phq8').getByTestId('phq8-chart');
        const ticks = await phq8
          .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
          .allTextContents();
        expect(ticks.join(' ')).toContain(String(YEAR - 1));
        expect(ticks.join(' ')).toContain(String(YEAR));
        for (const band of ['Minimal', 'Mild', 'Moderate', 'Moderately severe', 'Severe']) {
          await expect(
            phq8.locator('[data-zone-label]', { hasText: new RegExp(`^${band}$`) }),
          ).toBeVisible();
        }
        const marks = phq8.locator('.MuiLineChart-mark');
        await expect(marks).toHaveCount(PHQ8.length);
        const xs = await Promise.all([0, 1, 2, 3].map((i) => centreX(marks.nth(i))));
        const gaps = xs.slice(1).map((x, i) => x - xs[i]!);
        const days = PHQ8.slice(1).map((p, i) => (p.at.getTime() - PHQ8[i]!.at.getTime()) / DAY);
        // Pixels per day agree between the gaps (25, 26 and 26 days apart here) within 5%.
        const perDay = gaps.map((gap, i) => gap / days[i]!);
        expect(Math.max(...perDay) / Math.min(...perDay)).toBeLessThan(1.05);

        // The latest change is within the PHQ-8's error (8 to 3); the change from the first is not.
        await expect(panel(page, 'phq8').getByTestId('score-change')).toContainText(
          'No reliable change',
        );
        await expect(panel(page, 'phq8').getByTestId('score-change-first')).toContainText(
          'Reliable improvement',
        );

        // Check-ins: the 20:00 one on its own day's tick, the 00:30 one on the next day's.
        const checkins = panel(page, 'checkins').getByTestId('checkins-chart');
        const checkinMarks = checkins.locator('.MuiLineChart-mark');
        await expect(checkinMarks).toHaveCount(CHECKINS.length);
        const evening = await centreX(checkinMarks.nth(1));
        const midnight = await centreX(checkinMarks.nth(2));
        const eveningTick = await centreX(
          tickLabelled(checkins, new RegExp(`^${label(EVENING)}(,|$)`)).locator('line'),
        );
        const midnightTick = await centreX(
          tickLabelled(checkins, new RegExp(`^${label(AFTER_MIDNIGHT)}(,|$)`)).locator('line'),
        );
        expect(Math.abs(evening - eveningTick)).toBeLessThan(2);
        expect(Math.abs(midnight - midnightTick)).toBeLessThan(2);
      });
    });
  }

  test('every chart panel’s table lists the chart’s points', async ({ page }) => {
    await openJourney(page);
    for (const section of ['sessions', 'modules', 'phq8', 'checkins']) {
      const card = panel(page, section);
      const points = await card.getByTestId(`${section}-chart`).getAttribute('data-points');
      await card.getByRole('switch', { name: 'View as table' }).click();
      await expect(card.getByTestId(`${section}-table`).locator('tbody tr')).toHaveCount(
        Number(points),
      );
    }
    const phq8 = panel(page, 'phq8').getByTestId('phq8-table');
    await expect(phq8.locator('tbody tr').first()).toContainText('Severe');
    await expect(phq8.locator('tbody tr').last()).toContainText('Minimal');
    await expect(panel(page, 'checkins').getByTestId('checkins-table')).toContainText(
      `${label(EVENING)}, ${EVENING.y}`,
    );
  });

  test('the questionnaire table shows the questions, in English and in Zulu', async ({ page }) => {
    await openJourney(page);
    const phq8 = panel(page, 'phq8');
    await phq8.getByRole('switch', { name: 'Show details' }).click();
    await expect(
      phq8.getByRole('columnheader', { name: '1. Little interest or pleasure in doing things' }),
    ).toBeVisible();
    await applyVariant(page, { theme: 'light', language: 'zu', width: 1440 });
    await page.reload();
    const zulu = panel(page, 'phq8');
    await zulu.getByRole('switch', { name: 'Bonisa imininingwane' }).click();
    await expect(
      zulu.getByRole('columnheader', {
        name: '1. Ukungabi nentshisekelo noma injabulo ekwenzeni izinto',
      }),
    ).toBeVisible();
  });

  test('axe finds no violation in either theme or language at either width; screenshots for review when asked', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await openJourney(page);
    const findings: Finding[] = [];
    for (const variant of FORM_VARIANTS) {
      await applyVariant(page, variant);
      await page.reload();
      await expect(page.getByTestId('journey')).toBeVisible();
      await expect(
        panel(page, 'phq8').getByTestId('phq8-chart').locator('svg').first(),
      ).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      findings.push(...(await axeFindings(page, 'journey', variant, '[data-testid="journey"]')));
      // The screenshots are for a person to look at, so taken when asked (README, Other scripts).
      if (!process.env.REVIEW_SCREENSHOTS) {
        continue;
      }
      const name = `journey-${variant.theme}-${variant.language}-${variant.width}.png`;
      await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
      for (const section of ['sessions', 'phq8', 'checkins']) {
        await panel(page, section).screenshot({
          path: testInfo.outputPath(name.replace('.png', `-${section}.png`)),
        });
      }
    }
    expect(report(findings)).toBe(report([]));
  });
});
