import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { DEMO_JOURNEYS } from '../../server/db/seed/chargeCast';
import { listSettled, signIn } from './admin-helpers';
import { applyVariant, axeFindings, report, type Finding, type Variant } from './axe-helpers';
import { apiToken } from './shell-helpers';

/** The charge journey tab, as manager@example.org, on the seeded demo charges. */

const API = '/api/v2/';
const MANAGER = 'manager@example.org';

interface ChargeItem {
  uuid: string;
  fullName: string;
  consentStatus: string | null;
}

/** The manager's charges, read through the API as the signed-in manager. */
async function managerCharges(request: APIRequestContext, search?: string): Promise<ChargeItem[]> {
  const token = await apiToken(request, MANAGER);
  const response = await request.get(`${API}charges/`, {
    headers: { Authorization: `Bearer ${token}` },
    params: { page: 1, page_size: 100, ...(search ? { search: `fullName::${search}` } : {}) },
  });
  expect(response.status(), 'charges list').toBe(200);
  return ((await response.json()) as { items: ChargeItem[] }).items;
}

const section = (page: Page, id: string): Locator => page.locator(`#journey-${id}`);
const tocLink = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name });

/** Scrolls a section's top to the top of the window, as a reader scrolling down would. */
async function scrollTo(page: Page, id: string) {
  await section(page, id).evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('charge journey', () => {
  test('a case manager with consent reads the whole journey of a seeded charge', async ({
    page,
    request,
  }) => {
    const [charge] = await managerCharges(request, DEMO_JOURNEYS.full);
    expect(charge?.fullName).toBe(DEMO_JOURNEYS.full);
    expect(charge?.consentStatus).toBe('GV');
    await signIn(page, MANAGER);
    await page.goto(`/users/${charge!.uuid}`);

    await expect(page.getByRole('tab', { name: 'Journey' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('These scores are not a diagnosis.')).toBeVisible();

    // Every section renders, each chart panel with its drawn chart.
    for (const chart of ['sessions', 'modules', 'phq8', 'gad7', 'wsas', 'checkins']) {
      const drawn = section(page, chart).getByTestId(`${chart}-chart`);
      await expect(drawn.locator('svg').first()).toBeVisible();
      expect(Number(await drawn.getAttribute('data-points'))).toBeGreaterThan(1);
    }
    await expect(section(page, 'sessions').getByLabel('Total')).toHaveText(/^[1-9]\d*$/);
    await expect(section(page, 'meditations').getByLabel('Last 30 days')).toHaveText(/^\d+$/);
    await expect(section(page, 'wellbeing').locator('tbody tr')).toHaveCount(5);
    // Bars are at most 30 px wide.
    const bar = section(page, 'sessions').locator('.MuiBarChart-series rect').first();
    expect((await bar.boundingBox())?.width ?? 99).toBeLessThanOrEqual(30.5);

    // The table of contents follows the scroll, and a click scrolls to a section.
    await expect(tocLink(page, 'Sessions')).toHaveAttribute('aria-current', 'location');
    await scrollTo(page, 'gad7');
    await expect(tocLink(page, 'Anxiety scale GAD-7')).toHaveAttribute('aria-current', 'location');
    await expect(tocLink(page, 'Sessions')).not.toHaveAttribute('aria-current', 'location');
    await tocLink(page, 'Mood and behaviour scores').click();
    await expect(section(page, 'checkins')).toBeInViewport();
    await expect(tocLink(page, 'Mood and behaviour scores')).toHaveAttribute(
      'aria-current',
      'location',
    );

    // The period selector narrows the PHQ-8 chart to the last 15 entries at most.
    const phq8 = section(page, 'phq8');
    await scrollTo(page, 'phq8');
    const chart = phq8.getByTestId('phq8-chart');
    const all = Number(await chart.getAttribute('data-points'));
    expect(all).toBeGreaterThan(15);
    await phq8.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Last 3 months' }).click();
    await expect(chart).not.toHaveAttribute('data-points', String(all));
    const narrowed = Number(await chart.getAttribute('data-points'));
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(10);

    // Show details opens the table with 5 rows; view more shows the rest of the period.
    await phq8.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Last 12 months' }).click();
    await phq8.getByRole('switch', { name: 'Show details' }).check();
    const rows = phq8.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await phq8.getByRole('button', { name: 'View more' }).click();
    expect(await rows.count()).toBeGreaterThan(5);
    await phq8.getByRole('button', { name: 'View less' }).click();
    await expect(rows).toHaveCount(5);

    // Only mood is drawn at first; the toggles add the other series.
    const checkins = section(page, 'checkins');
    await expect(checkins.getByTestId('checkins-chart')).toHaveAttribute('data-series', 'mood');
    await checkins.getByRole('checkbox', { name: /Sleep/ }).check();
    await expect(checkins.getByTestId('checkins-chart')).toHaveAttribute(
      'data-series',
      'mood sleep',
    );

    // The first answer holds the last three months of check-ins: show details asks
    // for all of them, and the table then goes back to the first one.
    const full = page.waitForResponse((response) => response.url().includes('history=full'));
    await checkins.getByRole('switch', { name: 'Show details' }).check();
    expect((await full).status()).toBe(200);
    const checkinRows = checkins.locator('tbody tr');
    await expect(checkinRows).toHaveCount(5);
    await checkins.getByRole('button', { name: 'View more' }).click();
    expect(await checkinRows.count()).toBeGreaterThan(200);
    await expect(checkins.getByTestId('checkins-chart')).toHaveAttribute(
      'data-series',
      'mood sleep',
    );
  });

  test('the episode of care: a named band on the score charts and a period of its own, in both themes and languages', async ({
    page,
    request,
  }, testInfo) => {
    const [charge] = await managerCharges(request, DEMO_JOURNEYS.full);
    await signIn(page, MANAGER);
    await page.goto(`/users/${charge!.uuid}`);
    const phq8 = section(page, 'phq8');
    await scrollTo(page, 'phq8');
    const band = phq8.getByTestId('episode-band').first();
    await expect(band.locator('text')).toBeVisible();
    await expect(band).toContainText('Episode 1');
    await phq8.getByRole('combobox').click();
    await page.getByRole('option', { name: /^Current episode from / }).click();
    await expect(phq8.getByRole('combobox')).toHaveText(/^Current episode from /);
    await expect(phq8.getByTestId('phq8-baseline')).toContainText(
      /^No reliable change from the baseline, \d+ on /,
    );

    const findings: Finding[] = [];
    const variants: Variant[] = [
      { theme: 'light', language: 'en', width: 1440 },
      { theme: 'dark', language: 'zu', width: 390 },
    ];
    for (const variant of variants) {
      await applyVariant(page, variant);
      await page.reload();
      await expect(phq8.getByTestId('episode-band').first().locator('text')).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      findings.push(...(await axeFindings(page, 'journey', variant, '[data-testid="journey"]')));
      await phq8.screenshot({
        path: testInfo.outputPath(
          `episodes-${variant.theme}-${variant.language}-${variant.width}.png`,
        ),
      });
    }
    expect(findings, report(findings)).toEqual([]);
  });

  test('a charge with consent but nothing posted shows every section empty', async ({
    page,
    request,
  }) => {
    const [charge] = await managerCharges(request, DEMO_JOURNEYS.empty);
    expect(charge?.consentStatus).toBe('GV');
    await signIn(page, MANAGER);
    await page.goto(`/users/${charge!.uuid}`);
    await expect(page.getByText('There no data to display here.')).toHaveCount(8);
    await expect(page.locator('[data-testid$="-chart"]')).toHaveCount(0);
  });

  test('a charge without consent opens on the profile tab and no journey is fetched', async ({
    page,
    request,
  }) => {
    const charge = (await managerCharges(request)).find((c) => c.consentStatus !== 'GV');
    expect(charge, 'a charge of the manager without consent').toBeDefined();
    const journeyCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/sessions/')) {
        journeyCalls.push(req.url());
      }
    });
    await signIn(page, MANAGER);
    await page.goto(`/users/${charge!.uuid}`);
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Journey' })).toBeDisabled();
    await page.waitForLoadState('networkidle');
    expect(journeyCalls).toEqual([]);
    await expect(page.getByTestId('journey')).toHaveCount(0);
  });

  test("an attached case manager corrects a charge's policy from the profile tab and finds it in the list", async ({
    page,
    request,
  }) => {
    const charge = (await managerCharges(request)).find(
      (c) => c.consentStatus !== 'GV' && c.fullName !== DEMO_JOURNEYS.full,
    );
    expect(charge, 'a charge of the manager').toBeDefined();
    const policy = `E2E-${Date.now()}`;
    await signIn(page, MANAGER);
    await page.goto(`/users/${charge!.uuid}?tab=profile`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: "Correct the user's profile" });
    await dialog.getByRole('textbox', { name: 'Policy' }).fill(policy);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(policy)).toBeVisible();

    await page.getByRole('button', { name: /back/i }).first().click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(policy);
    await listSettled(page);
    await expect(page.getByRole('row').filter({ hasText: charge!.fullName })).toHaveCount(1);
  });
});
