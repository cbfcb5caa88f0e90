import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

import {
  axeFindings,
  firstOf,
  report,
  settle,
  applyVariant,
  variantName,
  SWEEP_VARIANTS,
  WIDE_VARIANTS,
  type Finding,
  type Variant,
} from './axe-helpers';
import { invitationPath, newestMailText, signIn } from './shell-helpers';

/**
 * WCAG 2.2 AA as a test: every route of spec section 2, signed out and as each role, in
 * light and dark, English and Zulu at 1440 px, one phone pass (390 px) per route, and the open
 * states (menus, dialogs, filters, the phone navigation, the learn-more dialog, the journey's
 * table view, the deactivate confirmation). Fails on any axe violation, whatever its impact, and
 * prints each one with its rule, target, screen and variant.
 */

const ADMIN = 'admin@example.org';
const MANAGER = 'manager@example.org';

interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Screen {
  name: string;
  path: string;
  /** Something to do after the page settles (open a tab, go to a step). */
  prepare?: (page: Page) => Promise<void>;
}

/** A path no route answers: a page with no state of its own, drawn by the portal's router. */
const BETWEEN = '/a11y-between-screens';

/**
 * Opens a path through the portal's router, as a link would (the bundle is not fetched and run
 * again, and the axe already in the page stays).
 */
async function route(page: Page, path: string): Promise<void> {
  // The router may keep the last screen on view while the next one loads: its heading is
  // marked, and the next screen counts as drawn once a heading without the mark is there.
  await page.evaluate((to) => {
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-left', ''));
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page
    .locator('h1:not([data-left])')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Opens a screen: afresh on the first one, then through the router. A screen on the page already
 * shown (another tab, a dialog to open) goes through a page without state first, so that it is
 * drawn anew and no dialog or tab carries over.
 */
async function visit(page: Page, path: string): Promise<void> {
  // The pointer rests where the last screen was clicked, which on the next may be over a control
  // with a tooltip: moved to the corner, as a reader's would be, rather than hovering there.
  const viewport = page.viewportSize();
  if (viewport) {
    await page.mouse.move(viewport.width - 1, viewport.height - 1);
  }
  const here = new URL(page.url());
  if (!here.protocol.startsWith('http')) {
    await page.goto(path);
    return;
  }
  if (here.pathname === new URL(path, here).pathname) {
    await route(page, BETWEEN);
  }
  await route(page, path);
}

/** Visits each screen in one variant, the first afresh so that the variant applies. */
async function sweep(page: Page, variant: Variant, screens: Screen[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  await applyVariant(page, variant);
  await page.goto('about:blank');
  for (const screen of screens) {
    await visit(page, screen.path);
    await settle(page);
    if (screen.prepare) {
      await screen.prepare(page);
      await settle(page);
    }
    findings.push(...(await axeFindings(page, screen.name, variant)));
  }
  return findings;
}

function expectNone(findings: Finding[]): void {
  if (findings.length > 0) {
    console.log(report(findings));
  }
  expect(findings, report(findings)).toEqual([]);
}

/** The theme and language each page's portal was loaded with (they are read at a page load). */
const loadedSettings = new WeakMap<Page, string>();

/**
 * Opens something (a menu, a dialog) and checks the page with it open. The page is loaded afresh
 * where the variant's theme or language is not the one it was loaded with, else reached through
 * the router at the variant's width.
 */
async function openState(
  page: Page,
  variant: Variant,
  name: string,
  path: string,
  open: (page: Page) => Promise<void>,
): Promise<Finding[]> {
  const settings = `${variant.theme}/${variant.language}`;
  await applyVariant(page, variant);
  if (loadedSettings.get(page) === settings) {
    // The last state's menu or drawer belongs to the layout, which stays: closed first.
    await page.keyboard.press('Escape');
    await visit(page, path);
  } else {
    await page.goto(path);
    loadedSettings.set(page, settings);
  }
  await settle(page);
  await open(page);
  await settle(page);
  return axeFindings(page, name, variant);
}

/** Forgets the session (and the settings) so the next sign-in starts afresh. */
async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  loadedSettings.delete(page);
  await page.goto('/login');
}

/** Shows 100 rows, so the list holds charges in every consent state. */
async function allRows(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  await settle(page);
}

const clickTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab').nth(Number(name)).click();
};

// Read-only sweeps, one test a variant, spread over the workers' portals.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });
test.use({ actionTimeout: 15_000 });

for (const variant of SWEEP_VARIANTS) {
  test(`signed out: login, password reset, not allowed, not found, invite signup [${variantName(variant)}]`, async ({
    page,
  }) => {
    const invite = invitationPath(await newestMailText('invited-client-supporter@example.org'));
    await page.goto('/login');
    const findings = await sweep(page, variant, [
      {
        name: 'login',
        path: '/login',
        // The page is drawn (hydrated, in the variant's language) before it is scanned.
        prepare: (p) =>
          expect(
            p.getByRole('heading', { name: /^(Welcome back|Siyakwamukela futhi)$/ }),
          ).toBeVisible(),
      },
      { name: 'password reset', path: '/password-reset' },
      { name: 'not allowed', path: '/not-allowed?to=/emails' },
      { name: 'not found', path: '/nowhere' },
      { name: 'confirm e-mail', path: '/confirm-email?token=not-a-real-token' },
      { name: 'invite signup', path: invite },
      {
        name: 'invite signup form',
        path: invite,
        prepare: (p) => p.getByRole('button', { name: /^(Accept|Yamukela)$/ }).click(),
      },
    ]);
    expectNone(findings);
  });
}

for (const variant of SWEEP_VARIANTS) {
  test(`signed in as the administrator: every admin screen [${variantName(variant)}]`, async ({
    page,
    request,
  }) => {
    const code = await firstOf<{ id: number }>(request, ADMIN, 'admin/access-codes/');
    const mate = await firstOf<{ uuid: string }>(request, ADMIN, 'case-managers/');
    const account = await firstOf<{ uuid: string }>(request, ADMIN, 'users/');
    const mail = await firstOf<{ id: number }>(request, ADMIN, 'mail/');
    const issue = await firstOf<{ uuid: string }>(request, ADMIN, 'feedback/issues/');
    await signIn(page, ADMIN);
    const findings = await sweep(page, variant, [
      { name: 'case managers tab', path: '/users?tab=0' },
      { name: 'users tab', path: '/users?tab=1' },
      { name: 'access codes', path: '/access-codes' },
      { name: 'access code add (single)', path: '/access-codes/create' },
      { name: 'access code add (multiple)', path: '/access-codes/create', prepare: clickTab('1') },
      { name: 'access code details', path: `/access-codes/${code.id}` },
      { name: 'case manager details', path: `/case-managers/${mate.uuid}` },
      {
        name: 'case manager edit dialog',
        path: `/case-managers/${mate.uuid}`,
        prepare: (p) => p.getByRole('button', { name: /^(Edit|Hlela)$/ }).click(),
      },
      {
        name: 'case manager deactivate dialog',
        path: `/case-managers/${mate.uuid}`,
        prepare: (p) => p.getByRole('button', { name: /^(Deactivate|Misa)$/ }).click(),
      },
      {
        name: 'case manager managed users',
        path: `/case-managers/${mate.uuid}`,
        prepare: clickTab('1'),
      },
      { name: 'account page', path: `/users/accounts/${account.uuid}` },
      {
        name: 'account edit dialog',
        path: `/users/accounts/${account.uuid}`,
        prepare: (p) => p.getByRole('button', { name: /^(Edit|Hlela)$/ }).click(),
      },
      {
        name: 'account deactivate dialog',
        path: `/users/accounts/${account.uuid}`,
        prepare: (p) => p.getByRole('button', { name: /^(Deactivate|Misa)$/ }).click(),
      },
      { name: 'mails', path: '/emails' },
      { name: 'mail details', path: `/emails/${mail.id}` },
      { name: 'mail details (plain text)', path: `/emails/${mail.id}?view=text` },
      { name: 'audit log', path: '/audit-log' },
      { name: 'feedback', path: '/feedback' },
      { name: 'feedback stats', path: '/feedback?tab=stats' },
      { name: 'feedback create', path: '/feedback/create' },
      { name: 'feedback details', path: `/feedback/issues/${issue.uuid}` },
      { name: 'profile', path: '/profile' },
      { name: 'settings', path: '/profile?tab=settings' },
      { name: 'terms', path: '/terms-and-conditions' },
    ]);
    expectNone(findings);
  });
}

for (const variant of SWEEP_VARIANTS) {
  test(`signed in as the case manager: charges and requests [${variantName(variant)}]`, async ({
    page,
    request,
  }) => {
    const charge = await firstOf<{
      uuid: string;
      consentStatus: string | null;
      attention: string[] | null;
    }>(
      request,
      MANAGER,
      'charges/',
      {},
      // A flagged charge, so its journey opens with the triage panel.
      (items) => items.find((item) => item.consentStatus === 'GV' && item.attention?.length),
    );
    const chargeRequest = await firstOf<{ id: number }>(
      request,
      MANAGER,
      'case-managers/charge-requests/',
    );
    await signIn(page, MANAGER);
    const findings = await sweep(page, variant, [
      { name: 'my users tab', path: '/users?tab=0' },
      { name: 'consent requests tab', path: '/users?tab=1' },
      { name: 'charge profile', path: `/users/${charge.uuid}?tab=profile` },
      { name: 'charge journey', path: `/users/${charge.uuid}` },
      {
        name: 'charge journey as tables',
        path: `/users/${charge.uuid}`,
        prepare: async (p) => {
          for (const view of await p
            .getByRole('checkbox', { name: /^(View as table|Buka njengethebula)$/ })
            .all()) {
            await view.check();
          }
        },
      },
      {
        name: 'learn-more dialog',
        path: `/users/${charge.uuid}`,
        prepare: (p) =>
          p
            .getByRole('button', { name: /^(Learn more|Funda kabanzi)$/ })
            .first()
            .click(),
      },
      {
        name: 'attention legend',
        path: '/users?tab=0',
        prepare: (page) => page.getByTestId('attention-summary').getByRole('button').last().click(),
      },
      { name: 'charge request details', path: `/users/charge-request/${chargeRequest.id}/` },
      { name: 'new charge request', path: '/users/charge-request/create' },
      { name: 'feedback', path: '/feedback' },
      { name: 'profile', path: '/profile' },
    ]);
    expectNone(findings);
  });
}

test('open states: menus, dialogs, filters, the phone navigation', async ({ page, request }) => {
  const findings: Finding[] = [];
  const light: Variant = { theme: 'light', language: 'en', width: 1440 };
  const dark: Variant = { theme: 'dark', language: 'en', width: 1440 };
  await signIn(page, ADMIN);
  for (const variant of [light, dark]) {
    findings.push(
      ...(await openState(page, variant, 'account menu', '/users', (p) =>
        p.getByRole('button', { name: /Account menu/ }).click(),
      )),
      ...(await openState(page, variant, 'language menu', '/users', (p) =>
        p.getByRole('button', { name: /^Language/ }).click(),
      )),
      ...(await openState(page, variant, 'filter dialog', '/users?tab=0', (p) =>
        p.getByRole('button', { name: /^Filters/ }).click(),
      )),
      ...(await openState(page, variant, 'add case manager', '/users?tab=0', (p) =>
        p.getByRole('button', { name: 'Add case manager' }).click(),
      )),
      ...(await openState(page, { ...variant, width: 390 }, 'phone navigation', '/users', (p) =>
        p.getByRole('button', { name: 'Open menu' }).click(),
      )),
    );
  }
  await signOut(page);

  // A charge with a flag to acknowledge (the dialog's focused note label).
  const flagged = await firstOf<{ uuid: string; attention: string[] | null }>(
    request,
    MANAGER,
    'charges/',
    {},
    (items) => items.find((item) => item.attention?.length),
  );
  await signIn(page, MANAGER);
  for (const variant of [light, dark]) {
    findings.push(
      ...(await openState(page, variant, 'column chooser', '/users?tab=0', (p) =>
        p.getByRole('button', { name: 'Columns' }).click(),
      )),
      ...(await openState(page, variant, 'acknowledge dialog', `/users/${flagged.uuid}`, (p) =>
        p
          .getByTestId('charge-attention')
          .getByRole('button', { name: /^Acknowledge: / })
          .first()
          .click(),
      )),
      ...(await openState(
        page,
        variant,
        'choose case managers',
        '/users/charge-request/create',
        async (p) => {
          await p.getByRole('textbox', { name: 'First name' }).fill('Thandi');
          await p.getByRole('textbox', { name: 'Last name' }).fill('Mokoena');
          const designation = p.getByRole('combobox', { name: 'Your designation' });
          await designation.fill('Case manager');
          await designation.press('Escape');
          await p.getByRole('checkbox', { name: 'Other case managers' }).check();
          await p.getByRole('button', { name: 'Next' }).click();
          await settle(p);
          findings.push(...(await axeFindings(p, 'new charge request step 2', variant)));
          await p.getByRole('button', { name: 'Choose case managers' }).click();
        },
      )),
      ...(await openState(page, variant, 'consent request dialog', '/users?tab=0', async (p) => {
        await allRows(p);
        await p.getByRole('button', { name: 'Request', exact: true }).first().click();
      })),
      ...(await openState(page, variant, 'cancel consent dialog', '/users?tab=0', async (p) => {
        await allRows(p);
        await p.getByRole('button', { name: 'Cancel', exact: true }).first().click();
      })),
    );
  }
  await signOut(page);

  await signIn(page, 'noname@example.org');
  for (const variant of [light, dark]) {
    findings.push(
      ...(await openState(page, variant, 'terms modal', '/users', (p) =>
        p.getByRole('button', { name: 'Read the terms and conditions' }).click(),
      )),
    );
  }
  console.log(`open states checked in ${[light, dark].map(variantName).join(', ')}`);
  expectNone(findings);
});

test('keyboard: a skip link comes first, and each control shows its focus', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, MANAGER);
  await page.goto('/users');
  await settle(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await axeFindings(page, 'skip link', WIDE_VARIANTS[0] as Variant)).toEqual([]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const inMain = () =>
    page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement));
  expect(await inMain(), 'the next Tab after the skip link lands in the main content').toBe(true);

  // Each of the first tab stops looks different focused than not: a visible focus indicator.
  await page.goto('/users');
  await settle(page);
  await page.keyboard.press('Tab'); // the skip link, which moves out of view when left
  const stops: { name: string; clip: Clip; focused: Buffer }[] = [];
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) {
        return null;
      }
      const { x, y, width, height } = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent ?? element.tagName;
      return {
        name: name.slice(0, 40),
        clip: { x: x - 4, y: y - 4, width: width + 8, height: height + 8 },
      };
    });
    if (stop && stop.clip.width > 8 && stop.clip.y >= 0) {
      stops.push({
        ...stop,
        focused: await page.screenshot({ clip: stop.clip, animations: 'disabled' }),
      });
    }
  }
  expect(stops.length).toBeGreaterThan(10);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(1439, 899);
  await page.waitForTimeout(500);
  const unmarked: string[] = [];
  for (const { name, clip, focused } of stops) {
    const plain = await page.screenshot({ clip, animations: 'disabled' });
    if (plain.equals(focused)) {
      unmarked.push(name);
    }
  }
  expect(unmarked, 'tab stops without a visible focus').toEqual([]);
});
