import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

import { signIn } from './admin-helpers';
import { apiToken } from './shell-helpers';

/**
 * Errors at once: a known failure shows within 2 s instead of behind react-query's
 * retries (a 4xx is never retried, a network failure once, quickly). Real server, real data;
 * only the last test blocks the API, to be unreachable.
 *
 * Most run from a navigation inside the signed-in app, as a click on a link does; the last loads
 * the whole page again with the API unreachable. Each times from the app's first call (the last
 * from its first refused call: the guard's profile call and the list's call, each failing, fit
 * within the limit together).
 */

const API = '/api/v2/';
const LIMIT_MS = 2000;
const NO_CONNECTION =
  'Could not connect to our the servers. Make sure you have an internet connection and try again.';

/** Navigates inside the app (react-router follows the history), as a link would. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Milliseconds from the app's first call to `apiPath` (or from `start`, when the app refuses
 * without calling) until `target` is visible, and how many calls for it the app made by then.
 * The clock starts at the call, not at the navigation: how long a busy machine takes to load a
 * page's code is not what is tested. waitFor watches the page continuously (expect's retries
 * back off to 1 s steps, too coarse for this); its wait is longer than the limit, so a slow
 * error fails with the time it took rather than with a time-out.
 */
async function untilVisible(
  page: Page,
  apiPath: string,
  start: () => Promise<unknown>,
  target: Locator,
): Promise<{ ms: number; calls: number }> {
  const calls: number[] = [];
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname === `${API}${apiPath}`) {
      calls.push(Date.now());
    }
  };
  page.on('request', onRequest);
  const started = Date.now();
  await start();
  await target.waitFor({ state: 'visible', timeout: 20_000 });
  page.off('request', onRequest);
  const ms = Date.now() - (calls[0] ?? started);
  test.info().annotations.push({ type: 'measured', description: `${ms} ms` });
  return { ms, calls: calls.length };
}

test.describe('errors at once', () => {
  test('an access code that does not exist shows Not Found within 2 s', async ({
    page,
    request,
  }) => {
    const answer = await request.get(`${API}admin/access-codes/99999/`, {
      headers: { Authorization: `Bearer ${await apiToken(request, 'admin@example.org')}` },
    });
    expect(answer.status(), 'the missing code').toBe(404);

    await signIn(page);
    await expect(page.getByRole('tab', { name: 'Case Managers' })).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
    const { ms, calls } = await untilVisible(
      page,
      'admin/access-codes/99999/',
      () => openInApp(page, '/access-codes/99999'),
      heading,
    );
    expect(calls, 'the missing code is asked for once, never again').toBe(1);
    expect(ms, 'the 404 shows without retries').toBeLessThan(LIMIT_MS);
    // Nothing to retry: the address names no record.
    await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden();
  });

  test('a case manager opening a case manager is sent to Not Allowed within 2 s', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin@example.org');
    const response = await request.get(`${API}case-managers/`, {
      headers: { Authorization: `Bearer ${token}` },
      params: { page: 1, page_size: 1 },
    });
    expect(response.status(), 'case managers list').toBe(200);
    const [someone] = ((await response.json()) as { items: { uuid: string }[] }).items;
    expect(someone?.uuid).toBeTruthy();

    await signIn(page, 'manager@example.org');
    await expect(page.getByRole('tab', { name: 'My Users' })).toBeVisible();
    const path = `/case-managers/${someone!.uuid}`;
    // The guard may refuse the route itself, or the API's 403 may: both end at Not Allowed.
    const { ms, calls } = await untilVisible(
      page,
      `case-managers/${someone!.uuid}/`,
      () => openInApp(page, path),
      page.getByText('You do not have permission to access this route'),
    );
    expect(calls, 'the refused record is asked for once at most').toBeLessThanOrEqual(1);
    expect(ms, 'the 403 goes to Not Allowed without retries').toBeLessThan(LIMIT_MS);
    await expect(page).toHaveURL(`/not-allowed?${new URLSearchParams({ to: path }).toString()}`);
    // Still signed in: Go Home leads back into the portal, not to the login page.
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('tab', { name: 'My Users' })).toBeVisible();
  });

  test('with the API unreachable a list shows the no-connection sentence within 2 s', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByRole('tab', { name: 'Case Managers' })).toBeVisible();
    await page.route(`**${API}**`, (route) => route.abort());
    const { ms } = await untilVisible(
      page,
      'admin/access-codes/',
      () => page.getByRole('menuitem', { name: 'Access codes' }).click(),
      page.getByText(NO_CONNECTION).first(),
    );
    expect(ms, 'a network failure is retried once, quickly').toBeLessThan(LIMIT_MS);
    await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
  });

  test.describe('opened afresh', () => {
    // A fresh load is still drawing its first page inside the measured time: on two busy cores
    // (the other worker's browser and server beside it) one measurement may fall on a stall, so a
    // second is allowed. A failure that is held or retried slowly misses every time.
    test.describe.configure({ retries: 1 });
    test('opened afresh with the API unreachable, a list shows the sentence within 2 s', async ({
      page,
    }) => {
      await signIn(page);
      await expect(page.getByRole('tab', { name: 'Case Managers' })).toBeVisible();
      // The clock starts when the app first meets the failure (its first API call is refused), not
      // at the navigation: how long a busy machine takes to parse the bundle is not what is tested.
      let failedAt: number | undefined;
      await page.route(`**${API}**`, (route) => {
        failedAt ??= Date.now();
        return route.abort();
      });
      await page.goto('/access-codes');
      await page.getByText(NO_CONNECTION).first().waitFor({ state: 'visible', timeout: 20_000 });
      expect(failedAt, 'the reloaded app called the API').toBeDefined();
      const ms = Date.now() - failedAt!;
      test.info().annotations.push({ type: 'measured', description: `${ms} ms` });
      expect(ms, 'a network failure is not held and retried once, quickly').toBeLessThan(LIMIT_MS);
    });
  });
});
