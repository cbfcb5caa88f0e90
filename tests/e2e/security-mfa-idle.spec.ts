import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { appCode } from '../api/support/appCode';
import { axeFindings, report, WIDE_VARIANTS } from './axe-helpers';
import { expect, test } from './fixtures';
import { apiToken, newAccount, signIn, uniqueEmail } from './shell-helpers';

/**
 * Idle sign-out: after 30 minutes without activity (the default of
 * VITE_IDLE_TIMEOUT_MINUTES) the portal warns for one minute, then signs out. The browser's
 * clock is moved, not waited for. The second factor: optional set-up from the profile and a
 * sign-in with a code (the required case is tests/api/mfa.test.ts, as the demo server runs with
 * MFA_REQUIRED_ROLES=none). The profile says whether the factor is on and turns it
 * off with the password; the idle sign-out is audited; both screens pass axe.
 */

const PASSWORD = 'A-second-factor-test-2026';

/** Serious or critical axe findings on the screen (light, English: the sweep does the rest). */
async function expectNoAxeFindings(page: Page, screen: string, include?: string): Promise<void> {
  const findings = await axeFindings(page, screen, WIDE_VARIANTS[0]!, include);
  expect(findings, report(findings)).toEqual([]);
}

test.describe('second factor', () => {
  test('set up from the profile with a QR code, then asked for at sign-in', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('mfa');
    await newAccount(request, email, PASSWORD);
    await signIn(page, email, { password: PASSWORD });
    await page.goto('/profile');
    const state = page.getByRole('definition').filter({ hasText: /^(On since|Off)/ });
    await expect(state).toHaveText(/^Off/);
    await page.getByRole('button', { name: 'Set up a second factor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Second factor (authenticator app)' });
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('img', { name: 'QR code of the second factor' })).toBeVisible();
    const secret = (await dialog.getByTestId('mfa-secret').textContent()) ?? '';
    await dialog.getByLabel('Code from the app').fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('This code is not right.', { exact: false })).toBeVisible();
    const confirmed = appCode(secret);
    await dialog.getByLabel('Code from the app').fill(confirmed);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const recovery = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(recovery).toHaveCount(10);
    // The codes can be copied and saved as a file, one per line.
    const codes = await recovery.allTextContents();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Copy the codes' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Recovery codes copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${codes.join('\n')}\n`);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the codes' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    expect(readFileSync(await download.path(), 'utf8')).toBe(`${codes.join('\n')}\n`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(state).toHaveText(/^On since [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(page.getByRole('button', { name: 'Turn off the second factor' })).toBeVisible();

    const fresh = await browser.newPage();
    await fresh.goto('/login');
    await fresh.getByLabel('Email').fill(email);
    await fresh.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Login' }).click();
    await expect(
      fresh.getByText('Enter the 6-digit code from your authenticator app'),
    ).toBeVisible();
    await expectNoAxeFindings(fresh, 'sign-in code step');
    // The code of setup was used once: it says to wait for the next one.
    await fresh.getByLabel('Code').fill(confirmed);
    await fresh.getByRole('button', { name: 'Verify' }).click();
    await expect(fresh.getByRole('alert')).toContainText(
      'This code has just been used. Wait for the next code in your app',
    );
    // A way back to the password step, and forward again.
    await fresh.getByRole('button', { name: 'Back to the password' }).click();
    await expect(fresh.getByLabel('Password', { exact: true })).toBeVisible();
    await fresh.getByLabel('Email').fill(email);
    await fresh.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Login' }).click();
    // The next time step's code signs in.
    await fresh.getByLabel('Code').fill(appCode(secret, 30));
    await fresh.getByRole('button', { name: 'Verify' }).click();
    await expect(fresh).not.toHaveURL(/\/login/);
    await fresh.close();

    // Turned off from the profile: a wrong password changes nothing, the right one turns it off.
    await page.getByRole('button', { name: 'Turn off the second factor' }).click();
    const turnOff = page.getByRole('dialog', { name: 'Turn off the second factor' });
    await turnOff.getByLabel('Current password').fill('not-the-password');
    await turnOff.getByRole('button', { name: 'Turn off' }).click();
    await expect(turnOff.getByText('The current password is incorrect.')).toBeVisible();
    await page.reload();
    await expect(state).toHaveText(/^On since/);
    await page.getByRole('button', { name: 'Turn off the second factor' }).click();
    await turnOff.getByLabel('Current password').fill(PASSWORD);
    await turnOff.getByRole('button', { name: 'Turn off' }).click();
    await expect(turnOff).toBeHidden();
    await expect(state).toHaveText(/^Off/);
    await page.reload();
    await expect(state).toHaveText(/^Off/);
    await expect(page.getByRole('button', { name: 'Set up a second factor' })).toBeVisible();
  });
});
test.describe('idle sign-out', () => {
  test('warns after 29 idle minutes, stays on request, and signs out a minute after the warning', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await signIn(page, 'manager@example.org');
    // The idle timer lives in the signed-in layout: time runs from when its app bar is there.
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(warning).toBeHidden();

    await page.clock.fastForward('28:00');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('01:05');
    await expect(warning).toBeVisible();
    // The text says what happened and what will: 29 idle minutes, 60 seconds left.
    await expect(warning).toContainText(
      'You have not used the portal for 29 minutes. To protect your clients’ privacy you will be signed out in 60 seconds.',
    );
    await expectNoAxeFindings(page, 'idle warning', '[role="dialog"]');
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();

    // Activity starts the half hour again.
    await page.clock.fastForward('20:00');
    await page.keyboard.press('Shift');
    await page.clock.fastForward('20:00');
    await expect(warning).toBeHidden();
    await expect(page).not.toHaveURL(/\/login/);

    // Idle on another page: the timer starts again when it loads.
    await page.goto('/profile?tab=settings');
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await page.clock.fastForward('29:05');
    await expect(warning).toBeVisible();
    // A key pressed does not answer the warning. The server's clock is not the page's.
    const signedOutAfter = Date.now() - 1000;
    await page.keyboard.press('Shift');
    await page.clock.fastForward('01:05');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('Email')).toBeVisible();
    // The login page says why, and signing in again returns to where the user was.
    await expect(
      page.getByText('You were signed out after 30 minutes without activity.', { exact: false }),
    ).toBeVisible();
    await page.getByLabel('Email').fill('manager@example.org');
    await page.getByLabel('Password', { exact: true }).fill('Demo-portal-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=settings$/);

    // The server audited it as an idle sign-out, with the manager as the actor.
    const admin = await apiToken(request, 'admin@example.org');
    const log = await request.get('/api/v2/admin/audit-log/', {
      params: { filter: 'action::auth.idle_logout', sort: 'at::desc', page_size: 5 },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(log.status()).toBe(200);
    const { items } = (await log.json()) as { items: { actorEmail: string | null; at: string }[] };
    const mine = items.filter(
      ({ actorEmail, at }) =>
        actorEmail === 'manager@example.org' && Date.parse(at) >= signedOutAfter,
    );
    expect(mine.length, JSON.stringify(items)).toBeGreaterThan(0);
  });
});
