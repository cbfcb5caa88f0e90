import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { listSettled, signIn } from './admin-helpers';
import {
  applyVariant,
  axeFindings,
  report,
  settle,
  type Finding,
  type Variant,
} from './axe-helpers';
import { apiToken, giveConsent } from './shell-helpers';

/**
 * The inbox: a PHQ-8 of 20 posted through the companion-app API raises the bell's count on an
 * open page without a reload (the suite's build polls every 3 s; the wait allows the
 * production 30 s), and the inbox lists it.
 */

const API = '/api/v2/';
const MANAGER = 'manager@example.org';
const LAST_NAME = `Inbox${Date.now()}`;

/** A charge of the demo manager, consent Given, built through the APIs: its app client's headers. */
async function consentedClient(request: APIRequestContext): Promise<Record<string, string>> {
  const manager = { Authorization: `Bearer ${await apiToken(request, MANAGER)}` };
  const created = await request.post(`${API}case-managers/charge-requests/`, {
    headers: manager,
    data: {
      first_name: 'Bell',
      last_name: LAST_NAME,
      email: null,
      company: null,
      policy_number: null,
      should_request_consent: true,
      designation: 'Case manager',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  const registered = await request.post(`${API}app/register/`, {
    data: {
      access_code: code,
      email: `bell-${Date.now()}@example.org`,
      password: 'Bell-inbox-2026',
      first_name: 'Bell',
      last_name: LAST_NAME,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const client = {
    Authorization: `Bearer ${((await registered.json()) as { access: string }).access}`,
  };
  await giveConsent(request, client, MANAGER);
  return client;
}

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications, / });

async function bellCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test('a PHQ-8 of 20 raises the bell on an open page and reaches the inbox', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const client = await consentedClient(request);
  await signIn(page, MANAGER);
  await expect(bell(page)).toBeVisible();
  const before = await bellCount(page);
  // A reload would drop this mark.
  await page.evaluate(() => {
    (window as unknown as { unreloaded: boolean }).unreloaded = true;
  });
  const posted = await request.post(`${API}app/questionnaires/phq8/`, {
    headers: client,
    data: { qs: [3, 3, 3, 3, 3, 3, 2, 0] },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await expect
    .poll(() => bellCount(page), { timeout: 40_000, intervals: [500] })
    .toBeGreaterThanOrEqual(before + 2);
  expect(
    await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded),
  ).toBe(true);

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications/);
  await listSettled(page);
  const row = page.getByRole('row').filter({ hasText: `Bell ${LAST_NAME}` });
  await expect(row.filter({ hasText: 'Flag raised: Severe score' })).toHaveCount(1);
  await expect(
    row.filter({ hasText: 'Answered a questionnaire: Depression scale PHQ-8' }),
  ).toHaveCount(1);

  const findings: Finding[] = [];
  const variants: Variant[] = (['light', 'dark'] as const).flatMap((theme) =>
    (['en', 'zu'] as const).flatMap((language) =>
      ([1440, 390] as const).map((width) => ({ theme, language, width })),
    ),
  );
  for (const variant of variants) {
    await applyVariant(page, variant);
    await page.reload();
    // The rows, then nothing loading (listSettled's 10 s is short on a loaded machine).
    await expect(page.locator('[data-emphasised]').first()).toBeVisible({ timeout: 30_000 });
    await settle(page);
    findings.push(...(await axeFindings(page, 'inbox', variant)));
    const name = `inbox-${variant.theme}-${variant.language}-${variant.width}.png`;
    await page.screenshot({ path: testInfo.outputPath(name) });
  }
  expect(report(findings)).toBe(report([]));

  // Mark all read empties the bell.
  await applyVariant(page, { theme: 'light', language: 'en', width: 1440 });
  await page.reload();
  await expect(page.locator('[data-emphasised]').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('link', { name: 'Notifications, none unread' })).toBeVisible();
});
