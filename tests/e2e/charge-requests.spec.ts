import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { apiToken, newestMailText, signIn, uniqueEmail } from './shell-helpers';
import { columnIndex } from './admin-helpers';

/**
 * A charge request end to end, as new users would: one with another case manager and an
 * invited supporter, the client registering with its code through the app API, consent given
 * through the app, a pending request cancelled, and a case manager not attached kept out.
 */

const API = '/api/v2/';
const MANAGER = 'manager@example.org';
// manager@'s company mate in the demo seed (server/db/seed/demo.ts): Lerato Mokoena, an OT.
const MATE = 'supporter@example.org';
const MATE_NAME = 'Lerato Mokoena';
// A case manager attached to nothing of this suite.
const OUTSIDER = 'noname@example.org';
// A case manager with an account, attached directly when added (is_new_supporter false).
const EXISTING = 'newcomer@example.org';
const ALREADY_INVITED = 'You have already invited a supporter with this email';

const run = Date.now().toString(36);
const client = {
  firstName: 'Zanele',
  lastName: `Mthembu${run}`,
  email: uniqueEmail('client'),
  password: 'Client-pass-2026!',
};
const invited = uniqueEmail('invited');
const fullName = `${client.firstName} ${client.lastName}`;
let accessCode = '';
let clientToken = '';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const tab = (page: Page, name: string) => page.getByRole('tab').filter({ hasText: name });

/** My Users, searched for this suite's client: its row. */
async function clientRow(page: Page) {
  await page.goto('/users?tab=0');
  await expect(tab(page, 'My Users')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search' }).fill(client.email);
  // The e-mail column waits behind the column chooser; the name is in view.
  const row = page.locator('tbody tr').filter({ hasText: fullName });
  await expect(row).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  return row;
}

/** Types a designation and closes the suggestions, as a user moving on would. */
async function designation(input: Locator, text: string) {
  await input.fill(text);
  await input.press('Escape');
}

async function chargeUuid(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, MANAGER);
  const response = await request.get(`${API}charges/`, {
    headers: { Authorization: `Bearer ${token}` },
    params: { page: 1, page_size: 10, search: `email::${client.email}` },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { uuid: string; email: string }[] };
  const charge = items.find((item) => item.email === client.email);
  expect(charge, 'the new charge in the API list').toBeDefined();
  return charge?.uuid ?? '';
}

test.describe.serial('charge requests', () => {
  test('a case manager requests a code with a company mate and an invited supporter', async ({
    page,
  }) => {
    await signIn(page, MANAGER);
    await page.goto('/users?tab=1');
    await page.getByRole('button', { name: 'Request a code' }).click();
    await expect(page).toHaveURL(/\/users\/charge-request\/create$/);

    await page.getByRole('textbox', { name: 'First name' }).fill(client.firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(client.lastName);
    await designation(page.getByRole('combobox', { name: 'Your designation' }), 'Case manager');
    // Consent is requested later, from My Users, so the option is unticked here.
    const consent = page.getByRole('checkbox', { name: 'Request consent to view their data' });
    await expect(consent).toBeChecked();
    await consent.uncheck();
    await page.getByRole('checkbox', { name: 'Other case managers' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('button', { name: 'Choose case managers' }).click();
    const chooser = page.getByRole('dialog');
    await chooser.getByRole('searchbox', { name: 'Search name or email' }).fill(MATE);
    await chooser.getByRole('checkbox', { name: MATE_NAME }).check();
    await chooser.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(`${MATE_NAME} · OT`)).toBeVisible();

    await page.getByRole('button', { name: 'Invite a supporter' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(invited);
    await designation(page.getByRole('combobox', { name: 'Designation' }), 'Coach');
    await page.getByRole('button', { name: 'Create request' }).click();

    const dialog = page.getByRole('dialog', { name: 'Access code created' });
    await expect(dialog).toBeVisible();
    accessCode = ((await dialog.getByTestId('access-code').textContent()) ?? '').trim();
    expect(accessCode).toMatch(/^[A-Z0-9-]{4,}$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByText('Access code copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accessCode);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Back on Consent Requests, its list as it was left (the kept list state joins the tab).
    await expect(page).toHaveURL(/\/users\?(.+&)?tab=1$/);
    await expect(tab(page, 'Consent Requests')).toHaveAttribute('aria-selected', 'true');
    const first = page.locator('tbody tr').first();
    await expect(first).toContainText(fullName);
    await expect(first).toContainText(accessCode);

    // The invited supporter was mailed.
    expect(await newestMailText(invited)).toMatch(/invit/i);
  });

  test('the request shows its people; inviting the same e-mail twice gets the sentence', async ({
    page,
  }) => {
    await signIn(page, MANAGER);
    await page.goto('/users?tab=1');
    await page.locator('tbody tr').filter({ hasText: accessCode }).click();
    await expect(page).toHaveURL(/\/users\/charge-request\/\d+\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    const people = page.getByRole('region', { name: 'Directly added case managers' });
    await expect(people.getByText(MATE)).toBeVisible();
    const invitedList = page.getByRole('region', { name: 'Invited supporters' });
    await expect(invitedList.getByText(invited)).toBeVisible();
    await expect(invitedList.getByText('Pending')).toBeVisible();

    const form = page.getByRole('region', { name: 'Add a supporter' });
    await form.getByRole('textbox', { name: 'Email' }).fill(invited);
    await designation(form.getByRole('combobox', { name: 'Designation' }), 'Coach');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form.getByText(ALREADY_INVITED)).toBeVisible();
    await expect(invitedList.getByText(invited)).toHaveCount(1);

    // A new person is invited and listed at once; so is a case manager outside the caller's
    // company, whose account the answer must not reveal (only company mates are added directly).
    const another = uniqueEmail('another');
    await form.getByRole('textbox', { name: 'Email' }).fill(another);
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Invitation sent to this address')).toBeVisible();
    await expect(invitedList.getByText(another)).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill(EXISTING);
    await designation(form.getByRole('combobox', { name: 'Designation' }), 'OT');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(invitedList.getByText(EXISTING)).toBeVisible();
    await expect(people.getByText(EXISTING)).toHaveCount(0);
  });

  test('the client registers with the code through the app API', async ({ request }) => {
    const response = await request.post(`${API}app/register/`, {
      data: {
        access_code: accessCode,
        email: client.email,
        password: client.password,
        first_name: client.firstName,
        last_name: client.lastName,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    clientToken = ((await response.json()) as { access: string }).access;
    // The code is used now.
    const again = await request.post(`${API}app/register/`, {
      data: {
        access_code: accessCode,
        email: uniqueEmail('again'),
        password: client.password,
        first_name: 'Again',
        last_name: 'Again',
      },
    });
    expect(again.status()).toBeGreaterThanOrEqual(400);
  });

  test('the charge is under My Users for both case managers', async ({ page }) => {
    for (const who of [MANAGER, MATE]) {
      await page.context().clearCookies();
      await page.goto('/login');
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await signIn(page, who);
      const row = await clientRow(page);
      await expect(row).toContainText(fullName);
      await expect(row.getByText('Not Requested')).toBeVisible();
    }
  });

  test('the case manager requests consent, the client gives it in the app, the tick shows', async ({
    page,
    request,
  }) => {
    await signIn(page, MANAGER);
    let row = await clientRow(page);
    await row.getByRole('button', { name: 'Request', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
    await expect(row.getByText('Requested', { exact: true })).toBeVisible();

    const auth = { Authorization: `Bearer ${clientToken}` };
    const pending = await request.get(`${API}app/consent-requests/`, { headers: auth });
    expect(pending.status()).toBe(200);
    const items = (await pending.json()) as { caseManagerUuid: string; email: string }[];
    const mine = items.find((item) => item.email === MANAGER);
    expect(mine, 'the manager waits for an answer').toBeDefined();
    const answer = await request.post(`${API}app/consent-requests/${mine?.caseManagerUuid}/`, {
      headers: auth,
      data: { status: 'GV' },
    });
    expect(answer.status(), await answer.text()).toBe(200);

    row = await clientRow(page);
    await expect(row.getByRole('img', { name: 'Consent given' })).toBeVisible();

    // The row opens the charge: its journey with consent, the profile with its supporters.
    await row
      .locator('td')
      .nth(await columnIndex(page, 'Full name'))
      .click();
    await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(tab(page, 'Journey')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Profile').click();
    await expect(page).toHaveURL(/tab=profile/);
    const others = page.getByRole('region', { name: 'Other supporters' });
    const mate = others.getByRole('listitem').filter({ hasText: MATE });
    await expect(mate.getByText('Not Requested')).toBeVisible();
    // The case manager from another company was invited, not attached: not a supporter yet.
    await expect(others.getByRole('listitem').filter({ hasText: EXISTING })).toHaveCount(0);
  });

  test('the other case manager cancels a pending request after confirming', async ({ page }) => {
    await signIn(page, MATE);
    const row = await clientRow(page);
    await row.getByRole('button', { name: 'Request', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
    await expect(row.getByText('Requested', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Cancel consent request')).toBeVisible();
    await dialog.getByRole('button', { name: 'Withdraw request' }).click();
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Request', exact: true })).toBeVisible();

    // Without consent the charge opens on its profile.
    await row
      .locator('td')
      .nth(await columnIndex(page, 'Full name'))
      .click();
    await expect(tab(page, 'Profile')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Journey')).toBeDisabled();
  });

  test('a case manager who is not attached gets 404 for the charge and its journey', async ({
    request,
  }) => {
    const uuid = await chargeUuid(request);
    const token = await apiToken(request, OUTSIDER);
    const headers = { Authorization: `Bearer ${token}` };
    for (const path of [`charges/${uuid}/`, `charges/${uuid}/sessions/`]) {
      const response = await request.get(`${API}${path}`, { headers });
      expect(response.status(), path).toBe(404);
    }
    // The manager, attached, reads both.
    const manager = { Authorization: `Bearer ${await apiToken(request, MANAGER)}` };
    expect((await request.get(`${API}charges/${uuid}/`, { headers: manager })).status()).toBe(200);
  });
});
