import { expect, test } from './fixtures';

import { invitationPath, inviteSupporter, newestMailText, uniqueEmail } from './shell-helpers';

test.describe('shell: invitations', () => {
  test('an invitation sent by a case manager is accepted and lands on the profile', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('invitee');
    const { path, code } = await inviteSupporter(request, email);

    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You have been invited' })).toBeVisible();
    const details = page.getByRole('definition');
    await expect(details.filter({ hasText: 'manager@example.org' })).toBeVisible();
    await expect(details.filter({ hasText: 'Lerato Nkosi' })).toBeVisible();
    await expect(details.filter({ hasText: /^OT$/ })).toBeVisible();
    // A case-manager invitation cannot be declined.
    await expect(page.getByRole('button', { name: 'Decline' })).toBeHidden();
    await page.getByRole('button', { name: 'Accept' }).click();

    const emailField = page.getByLabel('Email');
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute('readonly', '');
    await page.getByLabel('First name').fill('Thandeka');
    await page.getByLabel('Last name').fill('Zulu');
    const codeField = page.getByLabel('One-time code');
    await codeField.fill('wrongcode1');
    await expect(codeField).toHaveValue('WRONGCODE1');
    await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
    await page.getByLabel('Confirm password').fill('a-long-password-2026');

    // Terms must be accepted first.
    await page.getByRole('button', { name: 'Sign me up' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByRole('checkbox', { name: /I accept the/ }).check();

    // A wrong code is the server's field error on the code.
    await page.getByRole('button', { name: 'Sign me up' }).click();
    await expect(page.getByText('The code is invalid.')).toBeVisible();

    // Previous goes back to the invitation, and Accept returns to the form with all it held.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Thandeka');
    await expect(page.getByLabel('Last name')).toHaveValue('Zulu');
    await expect(page.getByLabel('One-time code')).toHaveValue('WRONGCODE1');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('a-long-password-2026');
    await expect(page.getByLabel('Confirm password')).toHaveValue('a-long-password-2026');
    await expect(page.getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
    await page.getByLabel('One-time code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Sign me up' }).click();

    await expect(page).toHaveURL(/\/profile\?update=true&signup=true$/);
    await expect(
      page.getByText('You have successfully been logged in. You can complete your profile setup.'),
    ).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Update profile' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The signup message stays until it is dismissed.
    await expect(page).toHaveURL(/\/profile\?signup=true$/);
    await expect(page.getByText(email).first()).toBeVisible();
    const message = page.getByText(
      'You have successfully been logged in. You can complete your profile setup.',
    );
    await expect(message).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(message).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);

    // The invitation works once; used, it offers the login and the home page.
    await page.goto(path);
    await expect(
      page.getByText('This invitation has already been used, declined or has expired.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).not.toHaveURL(/invite-signup/);
  });

  test('a client invitation can be declined with its code', async ({ page }) => {
    const text = await newestMailText('invited-client-supporter@example.org');
    const path = invitationPath(text);
    expect(path).toContain('?client=true');

    await page.goto(path);
    await expect(page.getByRole('definition').filter({ hasText: 'Nomvula Zungu' })).toBeVisible();
    const codeField = page.getByLabel('Invitation code');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    const confirm = page.getByRole('dialog', { name: 'Decline this invitation?' });
    await codeField.fill('NOTTHECODE');
    await page.getByRole('button', { name: 'Decline' }).click();
    await confirm.getByRole('button', { name: 'Decline invitation' }).click();
    // Until it has faded out, the closing dialog's backdrop takes the next click.
    await expect(confirm).toBeHidden();
    await expect(page.getByText('The code is invalid.')).toBeVisible();
    await codeField.fill('democode42');
    await expect(codeField).toHaveValue('DEMOCODE42');
    // Declining asks first; keeping the invitation changes nothing.
    await page.getByRole('button', { name: 'Decline' }).click();
    await confirm.getByRole('button', { name: 'Keep invitation' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await confirm.getByRole('button', { name: 'Decline invitation' }).click();
    await expect(page.getByRole('heading', { name: 'Invitation declined' })).toBeVisible();

    await page.reload();
    await expect(
      page.getByText('This invitation has already been used, declined or has expired.'),
    ).toBeVisible();
  });
});
