import { expect, test } from './fixtures';

import { signIn } from './shell-helpers';

test.describe('shell: first visits', () => {
  test('a new user must accept the terms before anything else', async ({ page }) => {
    await signIn(page, 'newcomer@example.org');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeVisible();
    await expect(page.getByText('Last updated 27 April 2022')).toBeVisible();
    await expect(page.getByText(/Protection of Personal Information Act/)).toBeVisible();

    // Any other page leads back here until the terms are accepted.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);

    await page.getByRole('button', { name: 'Scroll down' }).click();
    const accept = page.getByRole('button', { name: 'Accept' });
    await expect(accept).toBeInViewport();
    await accept.click();
    await expect(page).toHaveURL(/\/users$/);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  });

  test('a user without names is held on the profile until they are saved', async ({ page }) => {
    await signIn(page, 'noname@example.org');
    const notice = page.getByRole('heading', { level: 1, name: 'Update Profile' });
    await expect(notice).toBeVisible();
    await expect(page.getByText('First Name', { exact: true })).toBeVisible();
    await expect(page.getByText('Last Name', { exact: true })).toBeVisible();

    // The terms open in a modal from the notice.
    await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms).toContainText('18 years or older');
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(terms).toBeHidden();

    // Other pages hold the user too.
    await page.goto('/invites');
    await expect(notice).toBeVisible();
    await expect(page.getByText('Invites Works')).toBeHidden();

    await page.getByRole('link', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/profile\?update=true$/);
    const dialog = page.getByRole('dialog', { name: 'Update profile' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('First name').fill('Zanele');
    await dialog.getByLabel('Last name').fill('Mthembu');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();

    await page.goto('/invites');
    await expect(page.getByText('Invites Works')).toBeVisible();
    await expect(notice).toBeHidden();
  });
});
