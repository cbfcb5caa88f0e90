import { expect, test } from './fixtures';

import { signIn } from './shell-helpers';

test.describe('shell: routes', () => {
  test('a case manager opening /access-codes sees Not Allowed, and may log in instead', async ({
    page,
  }) => {
    await signIn(page, 'manager@example.org');
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Access codes' })).toBeHidden();
    await page.goto('/access-codes');
    await expect(page).toHaveURL(/\/not-allowed\?to=%2Faccess-codes$/);
    await expect(page.getByText('You do not have permission to access this route')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
    await page.getByRole('button', { name: 'Login Instead' }).click();
    await expect(page).toHaveURL(/\/login\?to=%2Faccess-codes$/);
    // The login keeps the e-mail the user was signed in with.
    await expect(page.getByLabel('Email')).toHaveValue('manager@example.org');
    await signIn(page, 'admin@example.org');
    await expect(page).toHaveURL(/\/access-codes$/);
  });

  test('an administrator sees the admin entries and pages', async ({ page }) => {
    await signIn(page, 'admin@example.org');
    await expect(page.getByRole('menuitem', { name: 'Access codes' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Mails' }).click();
    await expect(page).toHaveURL(/\/emails$/);
    await expect(page.getByText('You do not have permission to access this route')).toBeHidden();
  });

  test('/nowhere shows Not Found with Go Back and Go Home', async ({ page }) => {
    await signIn(page, 'supporter@example.org');
    await page.goto('/invites');
    await expect(page.getByText('Invites Works')).toBeVisible();
    await page.goto('/nowhere');
    await expect(page.getByText('You might be lost. We have never seen this route')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/invites$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/nowhere$/);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/users$/);
  });

  // An address that names no record is Not Found, the top bar saying so too, never
  // "Loading" over an error that Retry cannot help.
  for (const path of ['/users/not-a-uuid', '/emails/create', '/access-codes/99999']) {
    test(`${path} shows Not Found with its title in the top bar`, async ({ page }) => {
      await signIn(page, 'admin@example.org');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('Page not found');
      await expect(page.getByRole('banner')).not.toContainText('Loading');
      await expect(page.getByText('The query is not valid.')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden();
    });
  }
});
