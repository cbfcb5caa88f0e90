import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { parseCsv } from '../api/support/parseCsv';
import { columnTexts, DEMO_PASSWORD, listSettled, listTotal, pager, signIn } from './admin-helpers';
import { apiToken } from './shell-helpers';

const EMAIL = 'Email';

/** A CSV row's cell under `label` in the file's own header. */
const csvCell = (header: string[] | undefined, row: string[], label: string) =>
  row[header?.indexOf(label) ?? -1];

/** Every page of the list as the pager shows them, one after another: the e-mail column. */
async function everyPageEmails(page: Page): Promise<string[]> {
  const total = await listTotal(page);
  const emails: string[] = [];
  for (let number = 1; (number - 1) * 10 < total; number += 1) {
    if (number > 1) {
      await pager(page).getByRole('button', { name: 'Go to next page' }).click();
    }
    const first = (number - 1) * 10 + 1;
    await expect(pager(page).getByText(new RegExp(`^${first}–\\d+ of ${total}$`))).toBeVisible();
    await listSettled(page);
    emails.push(...(await columnTexts(page, EMAIL)));
  }
  return emails;
}

/**
 * The seeded company most case managers belong to: other suites add companies of their own (with
 * nobody in them) to the same portal, so the filter's first option is no one's in particular.
 */
async function busiestCompany(request: APIRequestContext): Promise<string> {
  const counts = new Map<string, number>();
  const response = await request.get('/api/v2/case-managers/', {
    headers: { Authorization: `Bearer ${await apiToken(request, 'admin@example.org')}` },
    params: { page: 1, page_size: 100 },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { companies: { name: string }[] }[] };
  for (const { name } of items.flatMap((item) => item.companies)) {
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const [busiest] = [...counts].sort((a, b) => b[1] - a[1]);
  expect(busiest, 'a company with case managers').toBeDefined();
  return busiest?.[0] ?? '';
}

test('an administrator exports the case managers of a company by last login, and the audit log shows it', async ({
  page,
  request,
}) => {
  const companyName = await busiestCompany(request);
  await signIn(page);
  await page.goto('/users?tab=0');
  await expect(page.locator('tbody tr')).toHaveCount(10);

  // Filtered by one company, sorted by last login, oldest first.
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByLabel('Company', { exact: true }).click();
  await page.getByRole('option', { name: companyName, exact: true }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/company/);
  await page.getByRole('button', { name: 'Last login', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Last login' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  // Applied 800 ms after the click (spec section 9): then it is in the URL.
  await expect(page).toHaveURL(/order=ASC/);
  await listSettled(page);
  const total = await listTotal(page);
  expect(total).toBeGreaterThan(10);
  const listed = await everyPageEmails(page);
  expect(listed).toHaveLength(total);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^case-managers-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  // The list's own columns, in its order.
  const shown = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
  expect(header).toEqual(shown.filter((text) => text !== ''));
  expect(header).toEqual(expect.arrayContaining(['Email', 'Full name', 'Companies', 'Status']));
  expect(rows.map((row) => csvCell(header, row, 'Email'))).toEqual(listed);
  const companies = rows.map((row) => csvCell(header, row, 'Companies'));
  expect(companies.every((cell) => cell?.split('; ').includes(companyName))).toBe(true);

  // The audit log lists the export, then (filtered) the administrator's sign-in.
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow).toContainText('Exported a list');
  await expect(firstRow).toContainText('admin@example.org');
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByLabel('What', { exact: true }).click();
  await page.getByRole('option', { name: 'Signed in', exact: true }).click();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/auth\.login/);
  await expect(page.locator('tbody tr').first()).toContainText('Signed in');
  await expect(page.locator('tbody tr').first()).toContainText('admin@example.org');
  await expect(page.getByText('Exported a list')).toHaveCount(0);
});

/** A case manager whose first name starts like a spreadsheet formula, through the API. */
async function formulaNamedCaseManager(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v2/auth/token/', {
    data: { email: 'admin@example.org', password: DEMO_PASSWORD },
  });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { access: string }).access}`,
  };
  const companies = (await (await request.get('/api/v2/companies/', { headers })).json()) as {
    items: { id: number }[];
  };
  const email = `formula-${Date.now()}@example.org`;
  const created = await request.post('/api/v2/case-managers/', {
    headers,
    data: {
      user: {
        first_name: '=HYPERLINK("x")',
        last_name: 'Formula',
        email,
        password: 'Formula-e2e-password-7',
      },
      role: 'MG',
      company: companies.items[0]?.id,
    },
  });
  expect(created.status()).toBe(201);
  return email;
}

test('a name that starts like a formula leaves the export as text', async ({ page, request }) => {
  const email = await formulaNamedCaseManager(request);
  await signIn(page);
  await page.goto('/users?tab=0');
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText('=HYPERLINK("x") Formula');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const [header, ...rows] = parseCsv(await readFile(await (await downloading).path(), 'utf8'));
  expect(
    rows.map((row) => [csvCell(header, row, 'Email'), csvCell(header, row, 'Full name')]),
  ).toEqual([[email, `'=HYPERLINK("x") Formula`]]);
});
