import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { unzip } from '../api/support/unzip';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './admin-helpers';
import {
  applyVariant,
  axeFindings,
  FORM_VARIANTS,
  report,
  settle,
  variantName,
  type Finding,
} from './axe-helpers';

/**
 * An administrator exports everything held about a client (a ZIP file) and anonymises them from
 * their account's page, confirming with the client's e-mail; both screens axe-clean in both
 * themes and languages at 1440 and 390 px.
 */

const CLIENT_PASSWORD = 'Client-rights-e2e-2026';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v2/auth/token/', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

/** A client registered through the app from the demo manager's new request. */
async function newClient(request: APIRequestContext) {
  const manager = { authorization: `Bearer ${await tokenOf(request, 'manager@example.org')}` };
  const stamp = Date.now();
  const requested = await request.post('/api/v2/case-managers/charge-requests/', {
    headers: manager,
    data: {
      first_name: 'Rights',
      last_name: `Client${stamp}`,
      email: null,
      company: null,
      policy_number: `RIGHTS-${stamp}`,
      designation: 'Case manager',
    },
  });
  expect(requested.status()).toBe(201);
  const { code } = (await requested.json()) as { code: string };
  const email = `rights-${stamp}@example.org`;
  const registered = await request.post('/api/v2/app/register/', {
    data: {
      access_code: code,
      email,
      password: CLIENT_PASSWORD,
      first_name: 'Nomsa',
      last_name: `Rights${stamp}`,
    },
  });
  expect(registered.status()).toBe(201);
  const admin = { authorization: `Bearer ${await tokenOf(request, 'admin@example.org')}` };
  const found = await request.get(
    `/api/v2/users/?search=${encodeURIComponent(`email::${email}`)}`,
    { headers: admin },
  );
  const { items } = (await found.json()) as { items: { uuid: string }[] };
  const uuid = items[0]?.uuid ?? '';
  expect(uuid).not.toBe('');
  return { email, uuid };
}

const anonymiseButton = (page: Page) =>
  page.getByRole('button', { name: /^(Anonymise|Yenza ongaziwa)$/ });

test('the export and the anonymisation of a client, axe-clean in both themes, languages and widths', async ({
  page,
  request,
}) => {
  // Four variants, each a page and a dialog scanned by axe: longer than one page's test.
  test.setTimeout(300_000);
  const client = await newClient(request);
  await signIn(page);
  const findings: Finding[] = [];
  for (const variant of FORM_VARIANTS) {
    await applyVariant(page, variant);
    await page.goto(`/users/accounts/${client.uuid}`);
    await settle(page);
    await expect(anonymiseButton(page)).toBeVisible();
    findings.push(...(await axeFindings(page, 'client account', variant)));
    await page.screenshot({
      path: `.test-artifacts/e2e-rights/account-${variantName(variant).replaceAll('/', '-')}.png`,
      fullPage: true,
    });
    await anonymiseButton(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Irreversible: the focus opens on Cancel and the action waits for the typed e-mail.
    await expect(dialog.getByRole('button', { name: /^(Cancel|Khansela)$/ })).toBeFocused();
    await settle(page);
    findings.push(...(await axeFindings(page, 'anonymise confirmation', variant)));
    await page.screenshot({
      path: `.test-artifacts/e2e-rights/anonymise-${variantName(variant).replaceAll('/', '-')}.png`,
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  expect(findings, report(findings)).toEqual([]);

  await applyVariant(page, FORM_VARIANTS[0] ?? { theme: 'light', language: 'en', width: 1440 });
  await page.goto(`/users/accounts/${client.uuid}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^client-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzip(await readFile(await download.path()));
  expect(files.has('fhir-bundle.json')).toBe(true);
  expect(files.get('account.json')?.toString('utf8')).toContain(client.email);

  await anonymiseButton(page).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Anonymise' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expect(confirm).toBeDisabled();
  const typed = dialog.getByLabel('Type their e-mail address to confirm');
  await typed.fill('someone-else@example.org');
  await expect(confirm).toBeDisabled();
  await typed.fill(client.email);
  await confirm.click();
  await expect(page.getByText('The client is anonymised.')).toBeVisible();
  await expect(anonymiseButton(page)).toHaveCount(0);
  await expect(page.getByText(client.email)).toHaveCount(0);
  const signInAgain = await request.post('/api/v2/app/token/', {
    data: { email: client.email, password: CLIENT_PASSWORD },
  });
  expect(signInAgain.status()).toBeGreaterThanOrEqual(400);
});
