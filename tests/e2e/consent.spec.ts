import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { DEMO_PASSWORD, listTotal, pager, showColumn, signIn } from './admin-helpers';

/** My Users, the consent status cell and Consent Requests, for non-admins. */

const API = '/api/v2/';
const MANAGER = 'manager@example.org';
const SUPPORTER = 'supporter@example.org';

async function chargeEmails(request: APIRequestContext, email: string): Promise<string[]> {
  const login = await request.post(`${API}auth/token/`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const response = await request.get(`${API}charges/?page=1&page_size=100`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { email: string | null }[] };
  return items.map((item) => item.email ?? '');
}

/** The My Users column of e-mail addresses (0-based), found by its header, wherever it sits. */
async function emailColumn(page: Page): Promise<number> {
  const headers = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf('Email');
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
}

const tab = (page: Page, name: string) => page.getByRole('tab').filter({ hasText: name });

test.describe.serial('consent', () => {
  test('a case manager requests consent, then cancels it after confirming', async ({ page }) => {
    await signIn(page, MANAGER);
    await page.goto('/users');
    await expect(tab(page, 'My Users')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Consent Requests')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('columnheader', { name: 'Consent status' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(await listTotal(page)).toBeGreaterThan(0);

    // All of the manager's charges on one page, then one whose cell offers Request from Not
    // Requested or Cancelled.
    await pager(page).getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '100', exact: true }).click();
    await expect(page.locator('tbody tr').nth(10)).toBeVisible();
    // The e-mail column waits behind the column chooser on the caseload.
    await showColumn(page, 'Email');
    const candidate = page
      .locator('tbody tr')
      .filter({ hasText: /Not Requested|Cancelled/ })
      .filter({ has: page.getByRole('button', { name: 'Request', exact: true }) })
      .first();
    const email = (
      (await candidate
        .locator('td')
        .nth(await emailColumn(page))
        .textContent()) ?? ''
    ).trim();
    expect(email).toContain('@');
    const row = page.locator('tbody tr').filter({ hasText: email });

    await row.getByRole('button', { name: 'Request', exact: true }).click();
    // The cell's button does not open the charge.
    await expect(page).toHaveURL(/\/users(\?|$)/);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Request consent')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Consent request sent')).toBeVisible();
    await expect(row.getByText('Requested', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Cancel', exact: true }).click();
    const cancelDialog = page.getByRole('dialog');
    await expect(cancelDialog.getByText('Cancel consent request')).toBeVisible();
    await cancelDialog.getByRole('button', { name: 'Withdraw request' }).click();
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Request', exact: true })).toBeVisible();
  });

  test('tab=1 opens Consent Requests, which lists the requests', async ({ page }) => {
    await signIn(page, MANAGER);
    await page.goto('/users?tab=1');
    await expect(tab(page, 'Consent Requests')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('columnheader', { name: 'Access code' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(await listTotal(page)).toBeGreaterThan(0);
  });

  test('a supporter sees only its own charges', async ({ page, request }) => {
    const own = await chargeEmails(request, SUPPORTER);
    const managers = await chargeEmails(request, MANAGER);
    expect(own.length).toBeLessThan(managers.length);
    await signIn(page, SUPPORTER);
    await page.goto('/users');
    await expect(tab(page, 'My Users')).toHaveAttribute('aria-selected', 'true');
    await expect(pager(page)).toBeVisible();
    if (own.length === 0) {
      await expect(page.getByText('No items found')).toBeVisible();
      return;
    }
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(await listTotal(page)).toBe(own.length);
    await showColumn(page, 'Email');
    const shown = await page
      .locator(`tbody tr td:nth-child(${(await emailColumn(page)) + 1})`)
      .allTextContents();
    for (const email of shown) {
      expect(own).toContain(email.trim());
    }
  });
});
