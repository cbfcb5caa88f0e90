import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

import {
  applyVariant,
  axeFindings,
  FORM_VARIANTS,
  report,
  settle,
  variantName,
  type Finding,
} from './axe-helpers';
import { signIn } from './shell-helpers';

/** Set E2E_SHOTS_DIR to keep screenshots of the section in every variant to look at. */
const SHOTS = process.env.E2E_SHOTS_DIR;

const SECTION = { en: 'Notifications', zu: 'Izaziso' } as const;

const section = (page: Page, language: 'en' | 'zu') =>
  page.getByRole('region', { name: SECTION[language] });

test.describe('profile settings: how notifications reach me', () => {
  test('a choice is saved on the server, and the section passes axe in both themes, languages and widths', async ({
    page,
  }) => {
    // Five page loads of the built portal, each scanned by axe.
    test.setTimeout(240_000);
    await signIn(page, 'supporter@example.org');
    await page.goto('/profile?tab=settings');
    const flags = section(page, 'en').getByRole('combobox', { name: 'A flag was raised' });
    // The first page of a run waits for the built portal's chunks: longer than other waits.
    await expect(flags).toHaveText('An e-mail at once', { timeout: 30_000 });
    await flags.click();
    await page.getByRole('option', { name: 'A daily digest' }).click();
    await expect(page.getByText('Notification settings saved')).toBeVisible();

    // Kept by the server: another browser's storage does not carry it.
    await page.evaluate(() => localStorage.removeItem('settings'));
    await page.reload();
    await expect(
      section(page, 'en').getByRole('combobox', { name: 'A flag was raised' }),
    ).toHaveText('A daily digest', { timeout: 30_000 });

    const findings: Finding[] = [];
    for (const variant of FORM_VARIANTS) {
      await applyVariant(page, variant);
      await page.reload();
      await expect(section(page, variant.language).getByRole('combobox').first()).toBeVisible({
        timeout: 30_000,
      });
      await settle(page);
      findings.push(...(await axeFindings(page, 'notification preferences', variant)));
      if (SHOTS) {
        await section(page, variant.language).screenshot({
          path: `${SHOTS}/notification-preferences-${variantName(variant).replaceAll('/', '-')}.png`,
        });
      }
    }
    expect(findings, report(findings)).toEqual([]);

    // The demo account's default again, for the specs after this one.
    await applyVariant(page, FORM_VARIANTS[0]!);
    await page.reload();
    await section(page, 'en').getByRole('combobox', { name: 'A flag was raised' }).click();
    await page.getByRole('option', { name: 'An e-mail at once' }).click();
    await expect(page.getByText('Notification settings saved')).toBeVisible();
  });
});
