import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { DEMO_PASSWORD, signIn } from './admin-helpers';
import { portalToday } from './portalDay';

/** Feedback issues: raise, assign, reassign, resolve, refuse, and the statistics. */

const API = '/api/v2/';
const ADMIN = 'admin@example.org';
const HELPDESK = 'helpdesk@example.org';
const SUPPORTER = 'supporter@example.org';

async function token(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${API}auth/token/`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Events' });

async function assignTo(page: Page, button: 'Assign' | 'Reassign', email: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Administrator' }).click();
  await page.getByRole('option', { name: email }).click();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe.serial('feedback issues', () => {
  const title = `Charts do not load ${Date.now()}`;
  let issuePath = '';

  test('a supporter raises an issue and sees the banner', async ({ page }) => {
    await signIn(page, SUPPORTER);
    await page.goto('/feedback');
    await page.getByRole('link', { name: 'Raise an issue' }).click();
    await expect(page).toHaveURL(/\/feedback\/create$/);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('The journey tab stays empty.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/feedback\/issues\/[0-9a-f-]+\?created=true$/);
    await expect(page.getByText('Your issue was raised. We will look into it.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(timeline(page)).toContainText('Created');
    // Not staff: no action buttons.
    await expect(page.getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);
    issuePath = new URL(page.url()).pathname;
  });

  test('an admin assigns and reassigns it, a non-assignee cannot resolve, the assignee resolves', async ({
    page,
    request,
  }) => {
    await signIn(page, ADMIN);
    await page.goto(issuePath);
    await assignTo(page, 'Assign', HELPDESK);
    await expect(page.getByText('Issue assigned')).toBeVisible();
    await expect(timeline(page)).toContainText(`Assigned to ${HELPDESK}`);
    await expect(timeline(page)).toContainText(`by ${ADMIN}`);

    // Staff, but not the assignee: no Resolve button, and the API refuses.
    await expect(page.getByRole('button', { name: 'Reassign', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resolve', exact: true })).toHaveCount(0);
    const uuid = issuePath.split('/').pop() ?? '';
    const refused = await request.post(`${API}feedback/issues/${uuid}/status-update/`, {
      headers: { Authorization: `Bearer ${await token(request, ADMIN)}` },
      data: { status: 'EVR' },
    });
    expect(refused.status()).toBe(409);

    await assignTo(page, 'Reassign', ADMIN);
    await expect(page.getByText('Issue reassigned')).toBeVisible();
    await expect(timeline(page)).toContainText('Reassigned');
    await expect(timeline(page)).toContainText(`Assigned to ${ADMIN}`);

    await page.getByRole('button', { name: 'Resolve', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Resolve this issue?' });
    await confirm.getByRole('button', { name: 'Resolve', exact: true }).click();
    await expect(page.getByText('Issue resolved')).toBeVisible();
    await expect(timeline(page).getByText('Resolved', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reassign', exact: true })).toHaveCount(0);
  });

  test('the resolved issue shows under the resolved tab', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/feedback?tab=resolved');
    await expect(page.getByRole('tab', { name: 'Resolved', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(title)).toBeVisible();
    await page.getByRole('tab', { name: 'Unresolved', exact: true }).click();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('the stats tab shows the current month', async ({ page, request }) => {
    const stats = await request.get(`${API}feedback/issues/stats/`, {
      headers: { Authorization: `Bearer ${await token(request, ADMIN)}` },
    });
    const body = (await stats.json()) as {
      created: number;
      resolved: number;
      createdPerMonth: { month: string; total: number }[];
    };
    const today = portalToday();
    const month = `${today.year}-${String(today.month).padStart(2, '0')}`;
    expect(body.createdPerMonth.at(-1)?.month).toBe(month);
    expect(body.createdPerMonth.at(-1)?.total).toBeGreaterThanOrEqual(1);

    await signIn(page, ADMIN);
    await page.goto('/feedback?tab=stats');
    await expect(page.getByLabel('Created', { exact: true })).toHaveText(String(body.created));
    await expect(page.getByLabel('Resolved', { exact: true })).toHaveText(String(body.resolved));
    const label = new Date(today.year, today.month - 1, 1).toLocaleDateString('en', {
      month: 'short',
      year: 'numeric',
    });
    await expect(page.locator('svg').getByText(label)).toBeVisible();
  });

  test('others see no stats tab', async ({ page }) => {
    await signIn(page, SUPPORTER);
    await page.goto('/feedback');
    await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveCount(0);
  });
});

test('the title and text are checked at both edges in the browser', async ({ page }) => {
  await signIn(page, SUPPORTER);
  await page.goto('/feedback/create');
  const titleField = page.getByLabel('Title');
  const textField = page.getByLabel('Description');
  await titleField.fill('a'.repeat(257));
  await textField.fill('b'.repeat(2049));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This field must be less than or equal to 256')).toBeVisible();
  await expect(page.getByText('This field must be less than or equal to 2048')).toBeVisible();
  await titleField.fill('a'.repeat(256));
  await expect(page.getByText('This field must be less than or equal to 256')).toHaveCount(0);
  await textField.fill('b'.repeat(2048));
  await expect(page.getByText('This field must be less than or equal to 2048')).toHaveCount(0);
  await expect(page.getByTestId('text-counter')).toHaveText('2048 of 2048');
  await titleField.fill('abc');
  await expect(page.getByText('This field must be more than or equal to 4')).toBeVisible();
  await expect(page).toHaveURL(/\/feedback\/create$/);
  await titleField.fill('abcd');
  await expect(page.getByText('This field must be more than or equal to 4')).toHaveCount(0);
  await expect(page.getByTestId('title-counter')).toHaveText('4 of 256');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/feedback\/issues\/[0-9a-f-]+\?created=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'abcd' })).toBeVisible();
});
