import { expect, test } from './fixtures';

import { signIn } from './shell-helpers';

const DARK_BACKGROUND = 'rgb(15, 22, 20)';

test.describe('shell: settings and layout', () => {
  test('Zulu and the dark theme change the page and survive a reload', async ({ page }) => {
    await signIn(page, 'supporter@example.org');
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=settings$/);

    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'isiZulu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Iphrofayela yami' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');

    await page.getByRole('button', { name: 'Emnyama' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);

    await page.getByRole('combobox', { name: 'Imigqa ekhasini ngalinye kumathebula' }).click();
    await page.getByRole('option', { name: '50' }).click();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Iphrofayela yami' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Abasebenzisi' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
    await expect(page.getByRole('button', { name: 'Emnyama' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const stored = await page.evaluate(() => localStorage.getItem('settings'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ language: 'zu', theme: 'dark', pageSize: 50 });

    // The top bar's switch and the account menu's theme picker do the same.
    await page.getByRole('button', { name: 'Ulimi' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(244, 247, 246)');
  });

  test('at 390 px the navigation is an overlay that closes after a tap', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'manager@example.org');
    const settings = page.getByRole('menuitem', { name: 'Settings' });
    await expect(settings).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(settings).toBeVisible();
    await expect(page.getByText('manager@example.org')).toBeVisible();
    await settings.click();
    await expect(page).toHaveURL(/\/profile\?tab=settings$/);
    await expect(settings).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  });

  test('the side navigation starts collapsed at 1280 px and open above', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'manager@example.org');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(page.getByText('manager@example.org')).toBeVisible();
  });
});
