import { expect, test } from './fixtures';

import {
  mailsTo,
  newAccount,
  newestMailText,
  signIn,
  uniqueEmail,
  valueAfter,
} from './shell-helpers';

const OLD_PASSWORD = 'first-password-2026';
const NEW_PASSWORD = 'a-brand-new-password';

test.describe('shell: password reset', () => {
  test('request, read the mailed token, resend after the countdown, set and use the new password', async ({
    page,
    request,
  }) => {
    // An account of its own, so other suites keep the demo passwords.
    const email = uniqueEmail('reset');
    await newAccount(request, email, OLD_PASSWORD);
    await page.clock.install();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset token' }).click();

    const token = page.getByLabel('Reset token');
    await expect(token).toBeVisible();
    await expect(
      page.getByText(`We sent a reset token to ${email}.`, { exact: false }),
    ).toBeVisible();
    // The account's first mail was its invitation; the reset token is the second.
    const firstToken = valueAfter(await newestMailText(email, 2), 'Your reset token is:');

    // Resend is held back for 60 s with an mm:ss countdown.
    const waiting = page.getByRole('button', { name: /^Resend token in \d\d:\d\d$/ });
    await expect(waiting).toBeDisabled();
    await expect(waiting).toHaveText(/Resend token in 0[01]:[0-5]\d/);
    await page.clock.runFor(30_000);
    await expect(waiting).toHaveText(/Resend token in 00:(2\d|30)/);
    await expect(waiting).toBeDisabled();
    await page.clock.runFor(31_000);
    const resend = page.getByRole('button', { name: 'Resend token', exact: true });
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(page.getByText('A new token is on its way.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend token in/ })).toBeDisabled();
    const secondToken = valueAfter(await newestMailText(email, 3), 'Your reset token is:');
    expect(secondToken).not.toBe(firstToken);
    expect(mailsTo(email)).toHaveLength(3);

    // A wrong token is refused on its field; typed tokens are upper-cased.
    await token.fill('wrongtoken');
    await expect(token).toHaveValue('WRONGTOKEN');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('something-else-entirely');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('The passwords entered do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('The token is invalid or has expired.')).toBeVisible();

    await token.fill(secondToken.toLowerCase());
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login\?resetSuccess=true$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Your password has been reset. Log in to continue.',
    );

    await signIn(page, email, { password: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/users$/);
  });

  test('change email goes back to step 1', async ({ page }) => {
    await page.goto('/password-reset');
    await page.getByLabel('Email').fill('nobody-here@example.org');
    await page.getByRole('button', { name: 'Send reset token' }).click();
    await expect(page.getByLabel('Reset token')).toBeVisible();
    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('nobody-here@example.org');
    await expect(page.getByRole('button', { name: 'Send reset token' })).toBeVisible();
  });
});
