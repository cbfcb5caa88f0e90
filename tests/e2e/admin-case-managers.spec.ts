import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { columnTexts, listTotal, pager, signIn } from './admin-helpers';
import { apiToken, uniqueEmail } from './shell-helpers';
import {
  applyVariant,
  axeFindings,
  FORM_VARIANTS,
  firstOf,
  report,
  settle,
  type Finding,
} from './axe-helpers';

const EMAIL = 'Email';
const FULL_NAME = 'Full name';
const MANAGER = 'manager@example.org';

test.describe('an administrator works the case managers list', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.goto('/users?tab=0');
    await expect(page.getByRole('tab', { name: 'Case Managers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('tbody tr')).toHaveCount(10);
  });

  test('pages through more than 8 pages with the compact pager', async ({ page }) => {
    const nav = pager(page);
    expect(await listTotal(page)).toBeGreaterThan(80);
    const pageButtons = nav.getByRole('button', { name: /^Go to page \d+$/ });
    await expect(pageButtons).toHaveText(['1', '2', '3', /\d+/, /\d+/]);
    const last = Number(await pageButtons.last().textContent());
    expect(last).toBeGreaterThan(8);
    const jump = nav.getByRole('textbox', { name: 'Go to page' });
    await jump.fill(String(last + 5));
    await expect(nav.getByText(`max is ${last}`)).toBeVisible();
    await jump.fill('0');
    await expect(nav.getByText('min is 1')).toBeVisible();
    const firstRow = async () => (await columnTexts(page, EMAIL))[0];
    const onPage1 = await firstRow();
    await jump.fill('5');
    await jump.press('Enter');
    await expect(jump).toHaveAttribute('aria-current', 'page');
    await expect(jump).toHaveValue('5');
    await expect(nav.getByText(/^41–50 of/)).toBeVisible();
    await expect.poll(firstRow).not.toBe(onPage1);
    const onPage5 = await firstRow();

    // Two quick arrow clicks make one page change, 300 ms after the last: page 6 is never asked.
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/case-managers/')) {
        pagesAsked.push(url.searchParams.get('page') ?? '');
      }
    });
    // One action of two clicks, so that a busy machine cannot space them past the 300 ms.
    await nav.getByRole('button', { name: 'Go to next page' }).click({ clickCount: 2 });
    await expect(nav.getByText(/^61–70 of/)).toBeVisible();
    await expect.poll(firstRow).not.toBe(onPage5);
    expect(pagesAsked).toEqual(['7']);
    await nav.getByRole('button', { name: 'Go to page 1', exact: true }).click();
    await expect(nav.getByText(/^1–10 of/)).toBeVisible();
  });

  test('sorts by e-mail through the header: descending, ascending, then none', async ({ page }) => {
    const header = page.getByRole('columnheader', { name: 'Email' });
    await expect(page.getByRole('columnheader', { name: 'Last login' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await columnTexts(page, EMAIL))[0]).toMatch(/^z/);
    const descending = await columnTexts(page, EMAIL);
    expect([...descending].sort().reverse()).toEqual(descending);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => (await columnTexts(page, EMAIL))[0]).toMatch(/^a/);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'none');
  });

  test('searches name and e-mail, 800 ms after typing', async ({ page }) => {
    const total = await listTotal(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('dlamini');
    await expect.poll(() => listTotal(page)).toBeLessThan(total);
    const names = await columnTexts(page, FULL_NAME);
    const emails = await columnTexts(page, EMAIL);
    expect(names.length).toBeGreaterThan(0);
    names.forEach((name, i) => expect(`${name} ${emails[i]}`.toLowerCase()).toContain('dlamini'));
  });

  test('filters by company and by last-login period', async ({ page }) => {
    const total = await listTotal(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByLabel('Company').click();
    await page.getByRole('option', { name: 'Karoo Health Insurance' }).click();
    await dialog.getByLabel('Last login').click();
    await page.getByRole('option', { name: 'Last 6 months' }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Company: Karoo Health Insurance')).toBeVisible();
    await expect(page.getByText('Last login: Last 6 months')).toBeVisible();
    await expect.poll(() => listTotal(page)).toBeLessThan(total);
    const companies = await columnTexts(page, 'Companies');
    companies.forEach((cell) => expect(cell).toContain('Karoo Health Insurance'));
    // Removing a chip applies at once.
    await page.getByRole('button', { name: 'Company: Karoo Health Insurance' }).press('Backspace');
    await expect(page.getByText('Company: Karoo Health Insurance')).toBeHidden();
  });

  test('adds a case manager who can then sign in', async ({ page, browser }) => {
    const email = `e2e.manager.${Date.now()}@example.org`;
    const password = 'A-long-e2e-password-1';
    await page.getByRole('button', { name: 'Add case manager' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add case manager' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(6);

    await dialog.getByLabel('First name', { exact: true }).fill('Ezra');
    await dialog.getByLabel('Last name', { exact: true }).fill('Ndaba');
    await dialog.getByLabel('Email', { exact: true }).fill('manager@example.org');
    await dialog.getByLabel('Company', { exact: true }).click();
    await page.getByRole('option', { name: 'Harbour Logistics' }).click();
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(`${password}x`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The passwords entered do not match')).toBeVisible();

    await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The server's error lands on the user's e-mail field.
    await expect(dialog.getByText('A user with this e-mail already exists.')).toBeVisible();

    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Case manager added')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toContainText('Ezra Ndaba');

    const context = await browser.newContext();
    const newcomer = await context.newPage();
    await signIn(newcomer, email, password);
    await expect(newcomer).not.toHaveURL(/\/login/);
    await context.close();
  });

  test('opens a case manager with history and managed users tabs', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search' }).fill('manager@example.org');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.locator('tbody tr').first().click();
    await expect(page).toHaveURL(/\/case-managers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sipho Dlamini' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'History' })).toBeVisible();
    await page.getByRole('tab', { name: 'Managed users' }).click();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  });

  test('keeps the chosen tab, and tab=1 opens the Users tab', async ({ page }) => {
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page).toHaveURL(/tab=1/);
    await page.goto('/users');
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('columnheader', { name: 'Joined at' })).toBeVisible();
  });
});

test.describe("an administrator takes a charge off a case manager's caseload", () => {
  const API = '/api/v2/';
  const lastName = `Removal${Date.now().toString(36)}`;

  test('Remove on its managed users row, confirmed from Cancel; the case manager no longer sees it', async ({
    page,
    request,
  }) => {
    // A client of manager@'s own, registered through the app with the code of their request.
    const managerAuth = { authorization: `Bearer ${await apiToken(request, MANAGER)}` };
    const created = await request.post(`${API}case-managers/charge-requests/`, {
      headers: managerAuth,
      data: { first_name: 'Ayanda', last_name: lastName, designation: 'Case manager' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { code } = (await created.json()) as { code: string };
    const registered = await request.post(`${API}app/register/`, {
      data: {
        access_code: code,
        email: uniqueEmail('removal'),
        password: 'Client-pass-2026!',
        first_name: 'Ayanda',
        last_name: lastName,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const caseload = async () => {
      const response = await request.get(`${API}charges/?search=fullName::${lastName}`, {
        headers: managerAuth,
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { count: number }).count;
    };
    expect(await caseload()).toBe(1);

    await signIn(page);
    await page.goto('/users?tab=0');
    await page.getByRole('searchbox', { name: 'Search' }).fill(MANAGER);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.locator('tbody tr').first().click();
    await page.getByRole('tab', { name: 'Managed users' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    const row = page.locator('tbody tr').filter({ hasText: lastName });
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await row.getByRole('button', { name: 'Remove' }).click();

    const dialog = page.getByRole('dialog', { name: `Remove “Ayanda ${lastName}”?` });
    await expect(dialog).toContainText('This case manager will no longer see them');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Removed from the caseload')).toBeVisible();
    await expect(page.getByText('No items found')).toBeVisible();
    expect(await caseload()).toBe(0);
  });
});

test.describe("the case managers' generated create and edit forms", () => {
  /** The accessible names of the open dialog's required inputs. */
  const requiredFields = (page: Page) =>
    page
      .getByRole('dialog')
      .locator('input[aria-required="true"], [role="combobox"][aria-required="true"]')
      .evaluateAll((inputs: HTMLInputElement[]) =>
        inputs.map((input) =>
          (input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? '')
            .replace(/[\s*]+$/, '')
            .trim(),
        ),
      );

  test('pass axe in both themes, both languages, 1440 and 390 px, the same fields required', async ({
    page,
    request,
  }) => {
    // Eight axe scans of two forms.
    test.slow();
    const manager = await firstOf<{ uuid: string }>(request, 'admin@example.org', 'case-managers/');
    await signIn(page);
    const findings: Finding[] = [];
    for (const variant of FORM_VARIANTS) {
      await applyVariant(page, variant);
      await page.goto('/users?tab=0');
      await settle(page);
      await page
        .getByRole('button', { name: variant.language === 'en' ? 'Add' : 'Engeza' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
      const onCreate = await requiredFields(page);
      findings.push(...(await axeFindings(page, 'case manager create', variant)));

      await page.goto(`/case-managers/${manager.uuid}`);
      await settle(page);
      await page
        .getByRole('button', { name: variant.language === 'en' ? 'Edit' : 'Hlela' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
      const onEdit = await requiredFields(page);
      findings.push(...(await axeFindings(page, 'case manager edit', variant)));

      // The names and the e-mail are required on both; the edit asks for nothing the create
      // leaves optional.
      const names = variant.language === 'en' ? ['First name', 'Last name'] : [];
      for (const field of names) {
        expect(onCreate).toContain(field);
        expect(onEdit).toContain(field);
      }
      expect(onEdit.length).toBeGreaterThanOrEqual(3);
      expect(onCreate.length).toBeGreaterThanOrEqual(onEdit.length);
    }
    expect(findings, report(findings)).toEqual([]);
  });
});
