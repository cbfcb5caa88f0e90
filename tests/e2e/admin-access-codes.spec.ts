import { expect, test } from './fixtures';
import { signIn } from './admin-helpers';
import { otherDayZone, portalToday } from './portalDay';

const stamp = Date.now().toString(36).toUpperCase();

test.describe('an administrator adds access codes', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('adds a single code, upper-cased, for a chosen case manager', async ({ page }) => {
    await page.goto('/access-codes');
    await expect(page.getByRole('heading', { level: 1, name: 'Access codes' })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL(/\/access-codes\/create$/);

    const code = page.getByLabel('Code', { exact: true });
    await code.fill(`single-${stamp}`);
    await expect(code).toHaveValue(`SINGLE-${stamp}`);
    // The assigned date waits for a case manager; the used date for a client.
    const assigned = page.getByRole('textbox', { name: 'Assigned', exact: true });
    await expect(assigned).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Used', exact: true })).toBeDisabled();
    await page.getByLabel('Created for').fill('manager@ex');
    await page.getByRole('option', { name: 'manager@example.org' }).click();
    await expect(assigned).toBeEnabled();
    // The spec's date field: year/month/day, chosen in a Sunday-first calendar.
    await expect(assigned).toHaveAttribute('placeholder', 'YYYY/MM/DD');
    await page.getByRole('button', { name: 'Open calendar: Assigned' }).click();
    const calendar = page.getByRole('dialog', { name: 'Calendar: Assigned' });
    await expect(calendar.getByRole('columnheader').first()).toHaveText('Sun');
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    const today = portalToday();
    // The first of last month, as a local date for the calendar's own labels.
    const first = new Date(today.year, today.month - 2, 1);
    const fullDate = new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(first);
    await calendar.getByRole('button', { name: fullDate, exact: true }).click();
    await expect(calendar).toBeHidden();
    const month = String(first.getMonth() + 1).padStart(2, '0');
    await expect(assigned).toHaveValue(`${first.getFullYear()}/${month}/01`);
    // A new code is created today: it cannot have been assigned last month.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('The code cannot be assigned before it was created.'),
    ).toBeVisible();
    await expect(assigned).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/access-codes\/create$/);
    const pad = (n: number) => String(n).padStart(2, '0');
    await assigned.fill(`${today.year}/${pad(today.month)}/${pad(today.day)}`);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/access-codes\/\d+$/);
    await expect(page.getByText('Access code added')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: `Access code SINGLE-${stamp}` }),
    ).toBeVisible();
    await expect(page.getByText('manager@example.org')).toBeVisible();

    // The same code again: the server's error shows on the code field.
    await page.goto('/access-codes/create');
    await page.getByLabel('Code', { exact: true }).fill(`SINGLE-${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('An access code with this code already exists.')).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('bulk-adds codes: the duplicate is listed with its error, the others are created', async ({
    page,
  }) => {
    await page.goto('/access-codes/create');
    await page.getByLabel('Code', { exact: true }).fill(`KEEP-${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/access-codes\/\d+$/);

    await page.goto('/access-codes/create');
    await page.getByRole('tab', { name: 'Multiple' }).click();
    const codes = page.getByRole('textbox', { name: 'Codes' });
    await codes.fill(`bulk-a-${stamp}, bulk b ${stamp}, KEEP-${stamp}`);
    await expect(page.getByText('3 codes to add')).toBeVisible();
    await page.getByRole('button', { name: 'New line' }).click();
    await expect(codes).toHaveValue(`BULK-A-${stamp}\nBULKB${stamp}\nKEEP-${stamp}`);
    await page.getByRole('button', { name: 'Add codes' }).click();

    const failed = page.getByRole('list', { name: 'These codes were not added:' });
    await expect(failed.getByRole('listitem')).toHaveCount(1);
    await expect(failed).toContainText(`KEEP-${stamp}`);
    await expect(failed).toContainText('An access code with this code already exists.');
    await expect(page.getByText('2 access codes added').first()).toBeVisible();
    await expect(codes).toHaveValue(`KEEP-${stamp}`);

    await page.goto('/access-codes');
    await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await expect(page.locator('tbody')).toContainText(`BULK-A-${stamp}`);
    await expect(page.locator('tbody')).toContainText(`BULKB${stamp}`);
  });

  test('opens a code to see its timeline and people', async ({ page }) => {
    await page.goto('/access-codes');
    await page.locator('tbody tr').first().click();
    await expect(page).toHaveURL(/\/access-codes\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Timeline' })).toBeVisible();
    for (const title of ['Created for', 'Used by', 'To be used by']) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
  });
});

test.describe("an administrator whose browser is on another day than the portal's", () => {
  test.use({ timezoneId: otherDayZone() });
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("assigns a code on the portal's today, which the calendar opens on", async ({ page }) => {
    const today = portalToday();
    // The browser's own today is another day: its calendar must not be the one judged.
    expect(await page.evaluate(() => new Date().getDate())).not.toBe(today.day);
    await page.goto('/access-codes/create');
    await page.getByLabel('Code', { exact: true }).fill(`ZONE-${stamp}`);
    await page.getByLabel('Created for').fill('manager@ex');
    await page.getByRole('option', { name: 'manager@example.org' }).click();
    await page.getByRole('button', { name: 'Open calendar: Assigned' }).click();
    const calendar = page.getByRole('dialog', { name: 'Calendar: Assigned' });
    const todayName = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(Date.UTC(today.year, today.month - 1, today.day)),
    );
    const todayButton = calendar.getByRole('button', { name: todayName, exact: true });
    await expect(todayButton).toBeFocused();
    await todayButton.click();
    const pad = (n: number) => String(n).padStart(2, '0');
    await expect(page.getByRole('textbox', { name: 'Assigned', exact: true })).toHaveValue(
      `${today.year}/${pad(today.month)}/${pad(today.day)}`,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/access-codes\/\d+$/);
    await expect(page.getByText('Access code added')).toBeVisible();
  });
});
