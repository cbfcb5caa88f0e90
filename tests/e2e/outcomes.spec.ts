import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { signIn } from './admin-helpers';
import {
  applyVariant,
  axeFindings,
  report,
  settle,
  type Finding,
  type Variant,
} from './axe-helpers';
import { apiToken } from './shell-helpers';
import type { OutcomeChargeList } from '../../core/generated/outcome-charge-list';
import type { OutcomeReport } from '../../core/generated/outcome-report';
import { OUTCOME_FIGURES, type FigureValue } from '../../core/outcomes';

/**
 * The outcome report on the demo's episodes: the page says what the API answers (figures,
 * completeness, each chart's table), the drill-down lists the API's clients, the menu names the
 * page by audience; axe finds nothing in either theme or language at 1440 and 390 px.
 */

const API = '/api/v2/';
const MANAGER = 'manager@example.org';

async function get<T>(request: APIRequestContext, email: string, path: string): Promise<T> {
  const token = await apiToken(request, email);
  const response = await request.get(`${API}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const said = (value: FigureValue) =>
  value.fewerThanFive
    ? 'fewer than 5'
    : `${value.numerator} of ${value.denominator} (${value.percentage}%)`;

const menu = (page: Page) => page.getByRole('menu', { name: 'Main navigation' });

test('My outcomes shows the API’s figures, completeness and drill-down', async ({
  page,
  request,
}) => {
  const answer = await get<OutcomeReport>(request, MANAGER, 'outcomes/');
  expect(answer.completeness.closed).toBeGreaterThan(0);
  await signIn(page, MANAGER);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/users');
  await menu(page).getByRole('menuitem', { name: 'My outcomes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My outcomes' })).toBeVisible();
  const table = page.getByTestId('outcome-figures');
  for (const figure of OUTCOME_FIGURES) {
    const row = table.locator(`[data-figure="${figure}"]`);
    await expect(row.locator('[data-group="closed"] > span')).toHaveText(
      said(answer.closed[figure]),
    );
    await expect(row.locator('[data-group="open"] > span')).toHaveText(said(answer.open[figure]));
  }
  const completeness = page.getByTestId('outcome-completeness');
  await expect(completeness).toContainText(
    `Episodes closed in the period${answer.completeness.closed}`,
  );
  await expect(completeness).toContainText(
    `Left out: no last PHQ-8 or GAD-7${answer.completeness.noLastScore}`,
  );
  await expect(page.getByTestId('gad7-line-note')).toContainText('healthy range');
  // Every chart has its table.
  await expect(page.getByTestId('outcome-month-table').locator('tbody tr')).toHaveCount(
    answer.byMonth.length,
  );
  const weeks = answer.byWeek.filter((week) => week.phq8 !== null || week.gad7 !== null);
  if (weeks.length > 0) {
    await expect(page.getByTestId('outcome-week-chart')).toBeVisible();
    await expect(page.getByTestId('outcome-week-table').locator('tbody tr')).toHaveCount(
      answer.byWeek.filter((w) => w.phq8 !== null || w.gad7 !== null || w.wsas !== null).length,
    );
  }
  // The drill-down lists the API's clients, each a link to their journey.
  const listed = await get<OutcomeChargeList>(
    request,
    MANAGER,
    'outcomes/charges/?figure=at_caseness',
  );
  await table
    .locator('[data-figure="at_caseness"] [data-group="closed"]')
    .getByRole('button')
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('My clients: Started at caseness');
  await expect(dialog.getByRole('link')).toHaveCount(listed.count);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('administrators see Outcomes; axe finds nothing in either theme or language', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/users');
  await menu(page).getByRole('menuitem', { name: 'Outcomes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outcomes' })).toBeVisible();
  const findings: Finding[] = [];
  const variants: Variant[] = [
    { theme: 'light', language: 'en', width: 1440 },
    { theme: 'dark', language: 'zu', width: 1440 },
    { theme: 'light', language: 'zu', width: 390 },
    { theme: 'dark', language: 'en', width: 390 },
  ];
  for (const variant of variants) {
    await applyVariant(page, variant);
    await page.reload();
    await expect(page.getByTestId('outcome-figures')).toBeVisible();
    await settle(page);
    findings.push(...(await axeFindings(page, 'outcomes', variant)));
    const name = `outcomes-${variant.theme}-${variant.language}-${variant.width}.png`;
    await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
  }
  expect(report(findings)).toBe(report([]));
});
