import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, listSettled, pager, signIn } from './admin-helpers';

/** What identifies the list on screen: its search, its range text and its first rows. */
async function listShown(page: Page) {
  await listSettled(page);
  return {
    search: await page.getByRole('searchbox', { name: 'Search' }).inputValue(),
    range: await pager(page)
      .getByText(/\d+–\d+ of \d+/)
      .textContent(),
    rows: await page.locator('tbody tr td:nth-child(1)').allTextContents(),
  };
}

test('a list keeps its place: Back, browser Back, reload and a pasted link', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/access-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Access codes' })).toBeVisible();

  // Search, filter, sort and page 2.
  await page.getByRole('searchbox', { name: 'Search' }).fill('manager');
  await expect(page).toHaveURL(/manager/);
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByLabel('Created', { exact: true }).click();
  await page.getByRole('option', { name: 'Last 6 months' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/createdAt/);
  await page.getByRole('button', { name: 'Code', exact: true }).click();
  await expect(page).toHaveURL(/sort=code/);
  await pager(page).getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const listUrl = page.url();
  const before = await listShown(page);
  expect(before.search).toBe('manager');
  expect(before.range).toMatch(/^11–/);

  // The page's Back button.
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/access-codes\/\d+$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/page=2/);
  expect(await listShown(page)).toEqual(before);

  // The browser's Back button.
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/access-codes\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  expect(await listShown(page)).toEqual(before);

  // Reload.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('manager');
  expect(await listShown(page)).toEqual(before);

  // The same URL in a new tab: a session not remembered is this tab's own, so the new tab signs
  // in first, and the login page keeps the pasted address as its target.
  const second = await context.newPage();
  await second.goto(listUrl);
  await expect(second).toHaveURL(/\/login\?to=/);
  await second.getByLabel('Email').fill('admin@example.org');
  await second.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await second.getByRole('button', { name: 'Login' }).click();
  await expect(second).toHaveURL(/\/access-codes\?.*page=2/);
  await expect(second.getByRole('searchbox', { name: 'Search' })).toHaveValue('manager');
  expect(await listShown(second)).toEqual(before);
  await second.close();
});
