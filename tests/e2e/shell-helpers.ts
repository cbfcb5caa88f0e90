import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCESS_KEY, REFRESH_KEY, type TokenPair } from '../../src/auth/tokenStorage';
import { currentPortal } from './portals';

/** Helpers of the shell suites: sign-ins, the admin mail API and invitations. */

export const DEMO_PASSWORD = 'Demo-portal-2026';
const API = '/api/v2/';

interface SentMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Signs in through the API and answers the access token. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  return (await signedInTokens(request, email, password)).access;
}

/** A companion-app client gives its consent request from a supporter (by e-mail), as in the app. */
export async function giveConsent(
  request: APIRequestContext,
  client: { Authorization: string },
  supporterEmail: string,
): Promise<void> {
  const requests = await request.get(`${API}app/consent-requests/`, { headers: client });
  const mine = ((await requests.json()) as { caseManagerUuid: string; email: string }[]).find(
    (item) => item.email === supporterEmail,
  );
  const given = await request.post(`${API}app/consent-requests/${mine?.caseManagerUuid}/`, {
    headers: client,
    data: { status: 'GV' },
  });
  expect(given.status(), await given.text()).toBe(200);
}

/** The mails sent to a recipient, newest first, read from the server's outbox directory. */
export function mailsTo(recipient: string): SentMail[] {
  const { outboxDir } = currentPortal();
  if (!existsSync(outboxDir)) {
    return [];
  }
  return readdirSync(outboxDir)
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(join(outboxDir, name), 'utf8')) as SentMail)
    .filter((mail) => mail.to.includes(recipient));
}

/** Waits for the `count`-th mail to a recipient and answers the newest one's text. */
export async function newestMailText(recipient: string, count = 1): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        const mails = mailsTo(recipient);
        text = mails[0]?.text ?? '';
        return mails.length;
      },
      { message: `mail number ${count} to ${recipient}` },
    )
    .toBeGreaterThanOrEqual(count);
  return text;
}

/** The part of a mail text after `label`, e.g. the token after 'Your reset token is: '. */
export function valueAfter(text: string, label: string): string {
  const match = new RegExp(`${label}\\s*([A-Z0-9]+)`).exec(text);
  expect(match, `"${label}" in the mail`).not.toBeNull();
  return match?.[1] ?? '';
}

/** The invitation link's path and query (`/invite-signup/<uuid>/?client=true`). */
export function invitationPath(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/invite-signup\/[0-9a-f-]+\/(?:\?client=true)?)/.exec(text);
  expect(match, 'an invitation link in the mail').not.toBeNull();
  return match?.[1] ?? '';
}

/** A case manager creates a charge request that invites `email`; answers the mailed link and code. */
export async function inviteSupporter(
  request: APIRequestContext,
  email: string,
): Promise<{ path: string; code: string }> {
  const token = await apiToken(request, 'manager@example.org');
  const response = await request.post(`${API}case-managers/charge-requests/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      first_name: 'Lerato',
      last_name: 'Nkosi',
      email: null,
      company: null,
      policy_number: null,
      should_request_consent: true,
      designation: 'Case manager',
      other_case_managers: [],
      invited_supporters: [{ email, designation: 'OT' }],
    },
  });
  expect(response.status(), 'charge request created').toBe(201);
  const text = await newestMailText(email);
  return { path: invitationPath(text), code: valueAfter(text, 'Your invitation code is:') };
}

/** A brand-new account (through an accepted invitation), so a suite may change its password. */
export async function newAccount(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const { path, code } = await inviteSupporter(request, email);
  const uuid = /invite-signup\/([0-9a-f-]+)/.exec(path)?.[1] ?? '';
  const response = await request.post(`${API}auth/invite-signup/`, {
    data: {
      invite_uuid: uuid,
      invite_code: code,
      email,
      first_name: 'Reset',
      last_name: 'Tester',
      password,
      is_client: false,
    },
  });
  expect(response.status(), 'invite signup').toBe(200);
}

/** A unique e-mail address for this run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/**
 * Signs in. On the login page (where the guard sent a visitor, or a reset led) through its form,
 * as a person does, so that what the form does next is what the test sees. Anywhere else the
 * test only needs a session: the tokens come from the API and go where the form stores them,
 * then the portal opens at its home page, one page load instead of the login page's and then
 * the portal's. The form itself is the subject of login.spec.ts and shell-auth.spec.ts.
 */
export async function signIn(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, remember = false } = {},
): Promise<void> {
  if (page.url().includes('/login')) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    if (remember) {
      await page.getByLabel('Remember me').check();
    }
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/\/login/);
  } else {
    await openSignedIn(page, email, { password, remember });
  }
}

/** Signs in through the API and opens the portal's home page with that session. */
export async function openSignedIn(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, remember = false } = {},
): Promise<void> {
  const tokens = await signedInTokens(page.request, email, password, remember);
  await storeSession(page, tokens, remember);
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/login/);
}

/** The token pair of a sign-in through the API, as the login form receives it. */
async function signedInTokens(
  request: APIRequestContext,
  email: string,
  password: string,
  remember = false,
): Promise<TokenPair> {
  const response = await request.post(`${API}auth/token/`, {
    data: { email, password, remember },
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const { access, refresh } = (await response.json()) as Partial<TokenPair>;
  expect(access && refresh, `a session for ${email}, not a second-factor challenge`).toBeTruthy();
  return { access: access ?? '', refresh: refresh ?? '' };
}

/** A page of the portal's origin without the portal, for writing its storage before it loads. */
const BLANK = '/e2e-blank';

/** Stores a session where the login form does (src/auth/tokenStorage.ts), replacing any other. */
async function storeSession(page: Page, tokens: TokenPair, remember: boolean): Promise<void> {
  await page.route(BLANK, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  await page.goto(BLANK);
  await page.unroute(BLANK);
  await page.evaluate(
    ({ access, refresh, remember, keys }) => {
      for (const storage of [localStorage, sessionStorage]) {
        storage.removeItem(keys.access);
        storage.removeItem(keys.refresh);
      }
      const storage = remember ? localStorage : sessionStorage;
      storage.setItem(keys.access, access);
      storage.setItem(keys.refresh, refresh);
    },
    { ...tokens, remember, keys: { access: ACCESS_KEY, refresh: REFRESH_KEY } },
  );
}
