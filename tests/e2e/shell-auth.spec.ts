import { expect, test } from './fixtures';

import { signIn } from './shell-helpers';

/** The login path the guard builds for /users: `to` holds the wanted path. */
const LOGIN_TO_USERS = /\/login\?to=(%2F|\/)users$/;

test.describe('shell: signing in and out', () => {
  test('a signed-out visit to /users goes to login and back after login, for the session only', async ({
    page,
    browser,
  }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(LOGIN_TO_USERS);
    await signIn(page, 'manager@example.org');
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    // A new browser (its saved storage, as after a restart) no longer has the session.
    const saved = await page.context().storageState();
    const restarted = await browser.newContext({ storageState: saved });
    const again = await restarted.newPage();
    await again.goto('/users');
    await expect(again).toHaveURL(LOGIN_TO_USERS);
    await restarted.close();
  });

  test('with remember me a new browser keeps the session', async ({ page, browser }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(LOGIN_TO_USERS);
    await signIn(page, 'supporter@example.org', { remember: true });
    await expect(page).toHaveURL(/\/users$/);

    const saved = await page.context().storageState();
    const restarted = await browser.newContext({ storageState: saved });
    const again = await restarted.newPage();
    await again.goto('/users');
    await expect(again).toHaveURL(/\/users$/);
    await expect(again.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await restarted.close();
  });

  test('the root sends a signed-out visitor to login without a `to`', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout waits, then leaves nothing of the user in the browser but the settings', async ({
    page,
  }) => {
    await signIn(page, 'manager@example.org', { remember: true });
    // Something of the user in every store a page can write, as a cache or a draft would be.
    await page.evaluate(async () => {
      sessionStorage.setItem('draft', 'a note about a client');
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('portal-user-cache');
        request.onupgradeneeded = () => request.result.createObjectStore('journeys');
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error ?? new Error('indexedDB'));
      });
    });
    expect(await page.evaluate(() => indexedDB.databases())).toHaveLength(1);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await expect(menu).toContainText('manager@example.org');
    // The wait is seen by the page itself, whenever it draws: a loaded machine may draw the whole
    // second between two of the test's looks.
    let sawWait = false;
    await page.exposeFunction('sawLoggingOut', () => {
      sawWait = true;
    });
    await page.evaluate(() => {
      const seen = () =>
        [...document.querySelectorAll('[role="status"]')].some((element) =>
          element.textContent?.includes('Logging you out…'),
        );
      new MutationObserver(() => {
        if (seen()) {
          void (window as unknown as { sawLoggingOut: () => Promise<void> }).sawLoggingOut();
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(sawWait, 'the logging-out wait was shown').toBe(true);
    const left = await page.evaluate(async () => ({
      local: Object.keys(localStorage).filter((key) => key !== 'settings'),
      session: Object.keys(sessionStorage),
      indexedDb: (await indexedDB.databases()).map((database) => database.name),
    }));
    expect(left).toEqual({ local: [], session: [], indexedDb: [] });
    await page.goto('/users');
    await expect(page).toHaveURL(LOGIN_TO_USERS);
  });
});
