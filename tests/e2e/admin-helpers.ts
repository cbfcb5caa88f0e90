import { expect, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './shell-helpers';

/** Helpers of the admin resource suites. */

export const DEMO_PASSWORD = 'Demo-portal-2026';

/** Signs in afresh and opens the portal's home page (shell-helpers.ts: through the API). */
export async function signIn(page: Page, email = 'admin@example.org', password = DEMO_PASSWORD) {
  await openSignedIn(page, email, { password });
}

/** Shows a column the list keeps behind its column chooser (a definition's hiddenColumns). */
export async function showColumn(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByLabel(label, { exact: true }).check();
  await page.keyboard.press('Escape');
}

/** The generated list's pager. */
export const pager = (page: Page): Locator => page.getByRole('navigation', { name: 'Pages' });

/**
 * Waits until the list has the answer to the address now in the bar: the list names the address
 * its rows answer once they have arrived and nothing is loading (`data-list-settled`). The URL
 * changes a render before the fetch starts, so no progress bar alone could tell.
 */
export async function listSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-list-settled]')?.getAttribute('data-list-settled') ===
      window.location.search,
    undefined,
    { timeout: 10_000 },
  );
}

/** The total of the pager's range text, '1–10 of 100' → 100. */
export async function listTotal(page: Page): Promise<number> {
  const text = await pager(page)
    .getByText(/\d+–\d+ of \d+/)
    .textContent();
  return Number(/of (\d+)/.exec(text ?? '')?.[1] ?? Number.NaN);
}

/** The list's column (0-based) headed `header`, wherever the definition places it. */
export async function columnIndex(page: Page, header: string): Promise<number> {
  const headers = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `a column headed ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return index;
}

/** The text of the cells under `header` on the current page. */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const index = await columnIndex(page, header);
  return page.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
}
