import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { signIn } from './shell-helpers';

/** Set E2E_SHOTS_DIR to keep screenshots of these screens (isiZulu) to look at. */
const SHOTS = process.env.E2E_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
};

test.describe('shell: the Settings entry and the profile dates', () => {
  test("Settings in the side menu opens the Settings tab; Date joined reads as the spec's date", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'supporter@example.org');
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=settings$/);
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // In isiZulu, the Profile tab: the demo account is minutes old, so the date is relative.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'isiZulu' }).click();
    await page.getByRole('tab', { name: 'Iphrofayela', exact: true }).click();
    const joined = page.locator('dd time');
    await expect(joined).toHaveText(/^manje$|edlule$/);
    await expect(joined).not.toHaveText(/\d{4}/);
    await shoot(page, 'zu-profile-date-joined');

    // The Settings entry, in isiZulu too.
    await page.getByRole('menuitem', { name: 'Izilungiselelo' }).click();
    await expect(page.getByRole('tab', { name: 'Izilungiselelo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await shoot(page, 'zu-settings-tab');
  });

  test('an invalid invitation offers the login and the home page, in isiZulu', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() =>
      localStorage.setItem('settings', JSON.stringify({ language: 'zu', theme: 'light' })),
    );
    await page.goto('/invite-signup/00000000-0000-4000-8000-000000000000/');
    await expect(page.getByRole('link', { name: 'Ngena' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Iya ekhasini lasekhaya' })).toBeVisible();
    await shoot(page, 'zu-invalid-invitation');
  });
});
