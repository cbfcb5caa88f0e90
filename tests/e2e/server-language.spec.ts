import { expect, test } from './fixtures';

import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { DEMO_PASSWORD } from './shell-helpers';

/**
 * The server's messages reach the reader in their language. The portal sends its
 * stored language as Accept-Language, the API answers in it, and the page shows it as sent.
 */

const zu = zuluMessages.portal;
const en = englishMessages.portal;

test.describe('server messages in the reader’s language', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('settings')) {
        localStorage.setItem(
          'settings',
          JSON.stringify({ language: 'zu', theme: 'light', pageSize: 10 }),
        );
      }
    });
  });

  test('a wrong password shows the server’s Zulu message, and English after switching', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
    await page.getByLabel(zu.login.email).fill('admin@example.org');
    await page.getByLabel(zu.login.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: zu.login.submit }).click();
    await expect(page.getByRole('alert')).toContainText(zu.api.auth.login_failed);
    await expect(page.getByRole('alert')).not.toContainText(en.api.auth.login_failed);

    await page.evaluate(() =>
      localStorage.setItem(
        'settings',
        JSON.stringify({ language: 'en', theme: 'light', pageSize: 10 }),
      ),
    );
    await page.reload();
    await page.getByLabel(en.login.email).fill('admin@example.org');
    await page.getByLabel(en.login.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: en.login.submit }).click();
    await expect(page.getByRole('alert')).toContainText(en.api.auth.login_failed);
  });

  test('a bad reset token shows the server’s Zulu message', async ({ page }) => {
    await page.goto('/password-reset');
    await page.getByLabel(zu.reset.email_step.email).fill('manager@example.org');
    await page.getByRole('button', { name: zu.reset.email_step.submit }).click();
    await page.getByLabel(zu.reset.token_step.token).fill('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567');
    await page.getByLabel(zu.reset.token_step.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel(zu.reset.token_step.confirm).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: zu.reset.token_step.submit }).click();
    await expect(page.getByText(zu.api.auth.token_invalid).first()).toBeVisible();
    await expect(page.getByText(en.api.auth.token_invalid)).toHaveCount(0);
  });

  test('the tab names the page in Zulu, signed out and in', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(zu.login.email).fill('admin@example.org');
    await page.getByLabel(zu.login.password, { exact: true }).fill(DEMO_PASSWORD);
    await expect(page).toHaveTitle(`${zu.login.title} · ${zu.app.name}`);
    await page.getByRole('button', { name: zu.login.submit }).click();
    await expect(page).toHaveURL(/\/users$/);
    await page.goto('/profile');
    await expect(page).toHaveTitle(`${zu.profile.title} · ${zu.app.name}`);
  });
});
