import { expect, test } from './fixtures';

const DEMO_PASSWORD = 'Demo-portal-2026';

test.describe('login', () => {
  test('the administrator signs in and lands on the users page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@example.org');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/users$/);
    const tokens = await page.evaluate(() => ({
      session: sessionStorage.getItem('access'),
      local: localStorage.getItem('access'),
    }));
    expect(tokens.session).toBeTruthy();
    expect(tokens.local).toBeNull();
  });

  test('a wrong password shows the server message in a banner', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@example.org');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Unable to log in with the provided credentials.',
    );
    await expect(page).toHaveURL(/\/login/);
  });

  test('remember me keeps the session in persistent storage', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('manager@example.org');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/users$/);
    expect(await page.evaluate(() => localStorage.getItem('refresh'))).toBeTruthy();
  });

  test('the form checks the fields before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await expect(page.getByText('This field is required')).toBeVisible();
  });

  test('a signed-out visit to the users page goes to login', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login/);
  });
});

test('the API and its documentation are served beside the portal', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok' });
  const openapi = await request.get('/api/openapi.json');
  expect(Object.keys(((await openapi.json()) as { paths: object }).paths)).toContain(
    '/api/v2/auth/token/',
  );
});
