import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

/**
 * Issue 16, idle sign-out: after 30 minutes without activity (the default of
 * VITE_IDLE_TIMEOUT_MINUTES) the portal warns for one minute, then signs out. The browser's
 * clock is moved, not waited for. (The second factor is held by tests/api/mfa.test.ts.)
 */
test.describe('idle sign-out', () => {
  test('warns after 29 idle minutes, stays on request, and signs out a minute after the warning', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'manager@example.org');
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(warning).toBeHidden();

    await page.clock.fastForward('28:00');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('01:05');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('You have not used the portal for 30 minutes.');
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();

    // Activity starts the half hour again.
    await page.clock.fastForward('20:00');
    await page.mouse.click(5, 300);
    await page.clock.fastForward('20:00');
    await expect(warning).toBeHidden();
    await expect(page).not.toHaveURL(/\/login/);

    await page.clock.fastForward('09:30');
    await expect(warning).toBeVisible();
    // Moving the mouse does not answer the warning.
    await page.mouse.click(5, 300);
    await page.clock.fastForward('01:05');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});
