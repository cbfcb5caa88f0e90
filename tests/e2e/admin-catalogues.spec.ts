import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './admin-helpers';
import {
  applyVariant,
  axeFindings,
  FORM_VARIANTS,
  firstOf,
  report,
  settle,
  type Finding,
} from './axe-helpers';

const ADMIN = 'admin@example.org';

/** The required name field of each form, by language: its input and its label's mark. */
const NAME_LABELS = {
  companies: { en: 'Name', zu: 'Igama' },
  courses: { en: 'Name in English', zu: 'Igama ngesiNgisi' },
} as const;

/** The name input is required for assistive technology and its label draws the asterisk. */
async function expectRequiredName(page: Page, label: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await expect(input).toHaveAttribute('aria-required', 'true');
  const mark = await page
    .locator('label', { has: page.getByText(label, { exact: true }) })
    .locator('span')
    .first()
    .evaluate((span) => getComputedStyle(span, '::after').content);
  expect(mark).toContain('*');
}

test.describe('an administrator keeps the companies and courses', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('adds a company, renames it, and is told why one in use cannot be deleted', async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    await page.goto('/companies/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(`Harbour ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company added')).toBeVisible();

    await page.goto('/companies');
    await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await page.getByText(`Harbour ${stamp}`).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(`Harbour ${stamp}`);
    await name.fill(`Harbour Bay ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company saved')).toBeVisible();
    await expect(page.getByText(`Harbour Bay ${stamp}`).first()).toBeVisible();

    // A company a case manager belongs to stays, and the refusal says who holds it.
    const holder = await firstOf<{ companies: { id: number }[] }>(
      request,
      ADMIN,
      'case-managers/',
      {},
      (items) => items.find((item) => item.companies.length > 0),
    );
    await page.goto(`/companies/${holder.companies[0]?.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Confirm|Delete/ })
      .click();
    await expect(page.getByText(/still used by (case managers|managed users)/)).toBeVisible();
  });

  test('draws the create and edit forms without an axe violation, the name marked required', async ({
    page,
    request,
  }) => {
    // Sixteen pages, each checked by axe: more than a minute on two busy cores.
    test.slow();
    const company = await firstOf<{ id: number }>(request, ADMIN, 'companies/');
    const course = await firstOf<{ id: number }>(request, ADMIN, 'courses/');
    const findings: Finding[] = [];
    for (const variant of FORM_VARIANTS) {
      await applyVariant(page, variant);
      for (const [resource, id] of [
        ['companies', company.id],
        ['courses', course.id],
      ] as const) {
        for (const path of [`/${resource}/create`, `/${resource}/${id}/edit`]) {
          await page.goto(path);
          await settle(page);
          await expectRequiredName(page, NAME_LABELS[resource][variant.language]);
          findings.push(...(await axeFindings(page, path, variant)));
        }
      }
    }
    expect(findings, report(findings)).toEqual([]);
  });
});
