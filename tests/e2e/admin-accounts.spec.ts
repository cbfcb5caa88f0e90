import type { APIRequestContext, Page } from '@playwright/test';
import { appCode } from '../api/support/appCode';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './admin-helpers';
import { axeFindings, report, WIDE_VARIANTS } from './axe-helpers';

/**
 * An administrator deactivates a case manager (sign-in refused, the open session sent
 * to log in on its next call), reactivates them (sign-in restored) and edits their companies;
 * and resets the second factor of one who lost it.
 */

const PASSWORD = 'Accounts-e2e-password-7';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v2/auth/token/', {
    data: { email: 'admin@example.org', password: DEMO_PASSWORD },
  });
  return ((await response.json()) as { access: string }).access;
}

/** A fresh case manager in the first company, through the API the add dialog uses. */
async function newCaseManager(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const companies = (await (await request.get('/api/v2/companies/', { headers })).json()) as {
    items: { id: number; name: string }[];
  };
  const [first, second] = companies.items;
  const email = `accounts-e2e-${Date.now()}@example.org`;
  const created = await request.post('/api/v2/case-managers/', {
    headers,
    data: {
      user: { first_name: 'Lindiwe', last_name: 'Accounts', email, password: PASSWORD },
      role: 'MG',
      company: first?.id,
    },
  });
  expect(created.status()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  return { uuid, email, first: first?.name ?? '', second: second?.name ?? '' };
}

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('deactivating a case manager refuses their sign-in and ends their open session; reactivating restores it', async ({
  page,
  browser,
  request,
}) => {
  const account = await newCaseManager(request);
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signInAs(them, account.email);
  await expect(them).not.toHaveURL(/\/login/);

  await signIn(page);
  await page.goto(`/case-managers/${account.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lindiwe Accounts' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Lindiwe Accounts?' });
  await expect(dialog).toContainText('Their clients stay with their other supporters.');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Account deactivated')).toBeVisible();
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();

  // Their open session's next call is refused: the portal sends them to log in.
  await them.reload();
  await expect(them).toHaveURL(/\/login/);
  await signInAs(them, account.email);
  await expect(
    them.getByText('This account has been deactivated. Ask an administrator to reactivate it.'),
  ).toBeVisible();
  await expect(them).toHaveURL(/\/login/);

  // The list shows the status.
  await page.goto('/users?tab=0');
  await page.getByRole('searchbox', { name: 'Search' }).fill(account.email);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText('Deactivated');

  await page.goto(`/case-managers/${account.uuid}`);
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Reactivate Lindiwe Accounts?' })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(page.getByText('Account reactivated')).toBeVisible();
  await signInAs(them, account.email);
  await expect(them).not.toHaveURL(/\/login/);
  await theirs.close();

  // The audit log page holds both changes, newest first, by the administrator.
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  for (const action of ['Deactivated an account', 'Reactivated an account']) {
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByLabel('What', { exact: true }).click();
    await page.getByRole('option', { name: action, exact: true }).click();
    await filters.getByRole('button', { name: 'Apply' }).click();
    const newest = page.locator('tbody tr').first();
    await expect(newest).toContainText(action);
    await expect(newest).toContainText('admin@example.org');
  }
});

test("an administrator edits a case manager's companies and sends a password reset", async ({
  page,
  request,
}) => {
  const account = await newCaseManager(request);
  await signIn(page);
  await page.goto(`/case-managers/${account.uuid}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit account' });
  await dialog.getByRole('combobox', { name: 'Companies' }).click();
  await page.getByRole('option', { name: account.second }).click();
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Edited');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Lindiwe Edited' })).toBeVisible();
  const details = page.locator('main');
  await expect(details).toContainText(account.first);
  await expect(details).toContainText(account.second);

  await page.getByRole('button', { name: 'Send password reset' }).click();
  await page
    .getByRole('dialog', { name: 'Send a password reset e-mail?' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(
    page.getByText(`A password reset e-mail has been sent to ${account.email}.`),
  ).toBeVisible();
});

/** The status a sign-in with the account's password answers. */
async function apiSignInStatus(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.post('/api/v2/auth/token/', {
    data: { email, password: PASSWORD },
  });
  return response.status();
}

/** The case manager's own sign-in through the API: a session, or the second factor's challenge. */
async function apiSignIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/v2/auth/token/', {
    data: { email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { access?: string; mfa_challenge?: string };
}

test('an administrator resets the second factor of a case manager who lost it', async ({
  page,
  request,
}) => {
  const account = await newCaseManager(request);
  const headers = { authorization: `Bearer ${(await apiSignIn(request, account.email)).access}` };
  expect((await request.post('/api/v2/users/accept-tsncs/', { headers })).status()).toBe(200);
  const setup = await request.post('/api/v2/users/mfa/setup/', {
    headers,
    data: { password: PASSWORD },
  });
  const { secret } = (await setup.json()) as { secret: string };
  const code = appCode(secret);
  const confirmed = await request.post('/api/v2/users/mfa/confirm/', {
    headers,
    data: { code, password: PASSWORD },
  });
  expect(confirmed.status()).toBe(200);
  expect(await apiSignIn(request, account.email)).toHaveProperty('mfa_challenge');

  await signIn(page);
  await page.goto(`/case-managers/${account.uuid}`);
  const secondFactor = page.getByRole('definition').filter({ hasText: /^(On|Off)$/ });
  await expect(secondFactor).toHaveText('On');
  await page.getByRole('button', { name: 'Reset second factor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the second factor of Lindiwe Accounts?' });
  await expect(dialog).toContainText('An e-mail tells them.');
  expect(
    report(
      await axeFindings(page, 'reset second factor dialog', WIDE_VARIANTS[0]!, '[role=dialog]'),
    ),
  ).toBe(report([]));
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(
    page.getByText(`The second factor of ${account.email} has been reset.`),
  ).toBeVisible();
  await expect(secondFactor).toHaveText('Off');
  await expect(page.getByRole('button', { name: 'Reset second factor' })).toBeDisabled();

  // Their password alone signs them in now, and the mail told them why.
  expect(await apiSignIn(request, account.email)).toHaveProperty('access');
  await page.getByRole('menuitem', { name: 'Mails' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(account.email);
  await expect(
    page.locator('tbody tr').filter({ hasText: 'The second factor of your account was reset' }),
  ).toHaveCount(1);
});

test('an administrator opens an account from the Users tab, edits and deactivates it, and Back keeps the search', async ({
  page,
  request,
}) => {
  const account = await newCaseManager(request);
  await signIn(page);
  await page.goto('/users?tab=1');
  await page.getByRole('searchbox', { name: 'Search' }).fill(account.email);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.locator('tbody tr').first().click();
  // The account's own uuid, not its case-manager record's.
  await expect(page).toHaveURL(/\/users\/accounts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lindiwe Accounts' })).toBeVisible();
  const value = (text: string) =>
    page.getByRole('definition').filter({ hasText: new RegExp(`^${text}$`) });
  await expect(value('Portal staff')).toBeVisible();
  await expect(value('Case manager')).toBeVisible();
  await expect(value('Off')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset second factor' })).toBeDisabled();
  expect(report(await axeFindings(page, 'account page', WIDE_VARIANTS[0]!))).toBe(report([]));

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit account' });
  await expect(dialog.getByRole('combobox', { name: 'Companies' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Renamed');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Lindiwe Renamed' })).toBeVisible();

  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate Lindiwe Renamed?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('Account deactivated')).toBeVisible();
  await expect(value('Deactivated')).toBeVisible();
  await expect(apiSignInStatus(request, account.email)).resolves.toBe(401);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/users\?/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(account.email);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText('Deactivated');

  // The status filter keeps the deactivated account, and Active leaves nothing.
  for (const [status, rows] of [
    ['Deactivated', 1],
    ['Active', 0],
  ] as const) {
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: status, exact: true }).click();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/isActive/);
    await expect(page.locator('tbody tr').filter({ hasText: account.email })).toHaveCount(rows);
  }

  // Their own account: the administrator cannot deactivate it from here.
  const mine = await request.get('/api/v2/users/', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    params: { search: 'email::admin@example.org' },
  });
  const [own] = ((await mine.json()) as { items: { uuid: string }[] }).items;
  await page.goto(`/users/accounts/${own?.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
});
