import { expect, test } from './fixtures';

test('signed out, the login page’s Privacy policy link opens the privacy notice, in both languages', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '4. Who may see it' })).toBeVisible();

  await page.getByLabel('Language').click();
  await page.getByRole('option', { name: 'isiZulu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Isaziso sobumfihlo' })).toBeVisible();
  await page.getByRole('link', { name: 'Buyela ekungeneni' }).click();
  await expect(page).toHaveURL(/\/login/);
});
