import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The build writes the login page into index.html (src/shell/prerenderLogin.tsx), so
 * /login paints before its JavaScript arrives; React then hydrates that page.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** The page as the HTML alone paints it: the portal's scripts never arrive. */
async function withoutPortalScripts(page: Page): Promise<void> {
  await page.route('**/assets/**/*.js', (route) => route.abort());
}

async function storeSettings(page: Page, settings: object): Promise<void> {
  await page.addInitScript(
    (text) => localStorage.setItem('settings', text),
    JSON.stringify(settings),
  );
}

test.describe('the prerendered login page, signed out', () => {
  test('paints styled from the HTML alone, and on /login only', async ({ page }) => {
    await withoutPortalScripts(page);
    await page.goto('/login');
    const root = page.locator('#root');
    await expect(root.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    // Inert until React has it: nothing can be typed or sent that React would not see.
    await expect(root).toHaveAttribute('inert', '');
    const login = root.locator('button[type="submit"]');
    await expect(login).toHaveText('Login');
    // The styles came with the page, under its nonce: the button is the theme's, not the browser's.
    expect(await login.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toMatch(
      /rgba\(0, 0, 0, 0\)|rgb\(239, 239, 239\)|transparent/,
    );

    await page.goto('/password-reset');
    await expect(root).toBeEmpty();
  });

  test('is not shown to a reader whose settings differ from it', async ({ page }) => {
    await withoutPortalScripts(page);
    const heading = page.getByRole('heading', { level: 1 });
    await storeSettings(page, { language: 'zu', theme: 'light', pageSize: 10 });
    await page.goto('/login');
    await expect(page.locator('#root')).toBeAttached();
    await expect(heading).toBeHidden();

    await storeSettings(page, { language: 'en', theme: 'dark', pageSize: 10 });
    await page.goto('/login');
    await expect(page.locator('#root')).toBeAttached();
    await expect(heading).toBeHidden();

    await storeSettings(page, { language: 'en', theme: 'system', pageSize: 10 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(page.locator('#root')).toBeAttached();
    await expect(heading).toBeHidden();
  });

  test('is replaced by the portal in the reader language and theme', async ({ page }) => {
    await storeSettings(page, { language: 'zu', theme: 'dark', pageSize: 10 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siyakwamukela futhi');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 22, 20)');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // None of the prerender's light styles is left to compete with the dark theme's.
    await expect(page.locator('style[data-emotion*=" "]')).toHaveCount(0);
  });

  test('is hydrated by React with no error, then answers the reader', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'isiZulu' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siyakwamukela futhi');
    expect(errors).toEqual([]);
  });
});
