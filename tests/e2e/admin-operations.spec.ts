import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { signIn } from './admin-helpers';
import { apiToken } from './shell-helpers';

/**
 * Administration that can run a service: revoke access codes, filter them by use,
 * import a CSV file by its code column, resend a failed mail, comment on an issue and confirm
 * its resolution. On the real server with its demo data; mails leave through an SMTP server.
 */

const API = '/api/v2/';
const ADMIN = 'admin@example.org';
const stamp = Date.now().toString(36).toUpperCase();

async function api(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  return {
    get: async <T>(path: string, params: Record<string, string | number> = {}) => {
      const response = await request.get(`${API}${path}`, { headers, params });
      expect(response.status(), path).toBe(200);
      return (await response.json()) as T;
    },
    post: async <T>(path: string, data: object) => {
      const response = await request.post(`${API}${path}`, { headers, data });
      expect(response.status(), path).toBeLessThan(300);
      return (await response.json()) as T;
    },
  };
}

interface Page_<T> {
  items: T[];
  count: number;
}

const snackbar = (page: Page) => page.locator('.MuiSnackbar-root');

test.describe('access codes', () => {
  test('revoking an unused code removes it from the list', async ({ page, request }) => {
    const code = `REVOKE-${stamp}`;
    await (
      await api(request)
    ).post('admin/access-codes/bulk-create/', {
      access_codes: [{ code }],
    });
    await signIn(page);
    await page.goto('/access-codes');
    await page.getByRole('searchbox', { name: 'Search' }).fill(code);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.locator('tbody tr').first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Access code ${code}` }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke access code ${code}?` });
    await expect(dialog).toContainText('This cannot be undone.');
    // A destructive confirmation opens on Cancel, its focus shown: Enter keeps the code.
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeFocused();
    await expect(cancel).toHaveClass(/Mui-focusVisible/);
    // Nothing asks for the revoked code after its DELETE (it would be a 404).
    const asked: string[] = [];
    const id = /\/access-codes\/(\d+)$/.exec(page.url())![1];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes(`/admin/access-codes/${id}/`)) {
        asked.push(request.url());
      }
    });
    await dialog.getByRole('button', { name: 'Revoke' }).click();

    await expect(snackbar(page)).toContainText('Access code revoked');
    await expect(page).toHaveURL(/\/access-codes(\?|$)/);
    // The list as the user kept it, less the search that named only the revoked code.
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByText('No items found')).toHaveCount(0);
    await expect(page.locator('tbody')).not.toContainText(code);
    expect(asked).toEqual([]);
  });

  test('a used code offers no Revoke, and says why', async ({ page, request }) => {
    const used = await (
      await api(request)
    ).get<Page_<{ id: number; code: string }>>('admin/access-codes/', {
      page_size: 1,
      filter: 'used::used',
    });
    const code = used.items[0]!;
    await signIn(page);
    // The filters: used or unused, as the list dialect carries them in the URL.
    await page.goto('/access-codes');
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByLabel('Used or unused').click();
    await page.getByRole('option', { name: 'Unused', exact: true }).click();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/unused/);
    await expect(page.getByRole('button', { name: /Used or unused: Unused/ })).toBeVisible();

    await page.goto(`/access-codes/${code.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Access code ${code.code}` }),
    ).toBeVisible();
    // Revoke is offered only where the server allows it; here the reason instead.
    await expect(page.getByText('Used', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('This code has been used and cannot be revoked.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  });

  test('a code a charge request holds offers no Revoke, and says why', async ({
    page,
    request,
  }) => {
    const client = await api(request);
    const unused = await client.get<Page_<{ id: number }>>('admin/access-codes/', {
      page_size: 100,
      filter: 'used::unused',
    });
    let held: { id: number; code: string } | undefined;
    for (const { id } of unused.items) {
      const detail = await client.get<{ id: number; code: string; toBeUsedBy: object | null }>(
        `admin/access-codes/${id}/`,
      );
      if (detail.toBeUsedBy) {
        held = detail;
        break;
      }
    }
    expect(held, 'a demo code a charge request holds').toBeDefined();
    await signIn(page);
    await page.goto(`/access-codes/${held!.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Access code ${held!.code}` }),
    ).toBeVisible();
    await expect(
      page.getByText('This code belongs to a charge request and cannot be revoked.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  });

  test('a CSV file without a header gives the codes of its first column only', async ({ page }) => {
    await signIn(page);
    await page.goto('/access-codes/create');
    await page.getByRole('tab', { name: 'Multiple' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`UXCB-${stamp}1,batch 2\nuxcb-${stamp}2,batch 2\n`),
    });
    const codes = page.getByRole('textbox', { name: 'Codes' });
    await expect(codes).toHaveValue(`UXCB-${stamp}1, UXCB-${stamp}2`);
    await expect(page.getByText('2 codes to add')).toBeVisible();
  });

  test('the CSV import of code,note rows proposes only the codes, each once', async ({ page }) => {
    await signIn(page);
    await page.goto('/access-codes/create');
    await page.getByRole('tab', { name: 'Multiple' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('code,note\nAUDIT-H1,first batch\naudit-h1,again\n'),
    });
    const codes = page.getByRole('textbox', { name: 'Codes' });
    await expect(codes).toHaveValue('AUDIT-H1');
    await expect(page.getByText('1 code to add')).toBeVisible();
    await expect(page.getByText('Given more than once, sent once: AUDIT-H1')).toBeVisible();
    await page.getByRole('button', { name: 'Add codes' }).click();
    await expect(page.getByText('1 access code added').first()).toBeVisible();
    // Nothing refused, nothing left behind in the box.
    await expect(codes).toHaveValue('');
    await expect(page.getByRole('list', { name: 'These codes were not added:' })).toHaveCount(0);
  });
});

test('a failed mail is resent and its status becomes sent', async ({ page, request }) => {
  // The demo leaves some mails failed (no retry is pending for them): some refused for good
  // (a 5yz answer, no Resend), some for a reason a resend can fix.
  type DemoMail = { id: number; subject: string; status: string; failureCode: number | null };
  let failed: DemoMail | undefined;
  let refused: DemoMail | undefined;
  const client = await api(request);
  for (let pageNumber = 1; !(failed && refused) && pageNumber <= 20; pageNumber += 1) {
    const mails = await client.get<Page_<DemoMail>>('mail/', {
      page: pageNumber,
      page_size: 100,
    });
    const failedOnes = mails.items.filter((mail) => mail.status === 'FL');
    failed ??= failedOnes.find((mail) => mail.failureCode === 421);
    refused ??= failedOnes.find((mail) => mail.failureCode === 550);
  }
  expect(failed, 'a failed demo mail').toBeDefined();
  expect(refused, 'a demo mail refused for good').toBeDefined();
  await signIn(page);
  await page.goto(`/emails/${refused!.id}`);
  await expect(page.getByText('550 5.1.1 The mailbox does not exist')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: refused!.subject })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0);

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      consoleErrors.push(message.text());
    }
  });
  await page.goto(`/emails/${failed!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: failed!.subject })).toBeVisible();
  // Which kind of not sent, and why it failed.
  await expect(page.getByRole('definition').filter({ hasText: 'Not sent: failed' })).toBeVisible();
  await expect(page.getByText('421 4.4.2 Connection timed out')).toBeVisible();
  // The preview in its own style, which the policy allows: no console error.
  await expect(
    page.frameLocator('iframe[title="The mail as its recipients see it"]').locator('body'),
  ).toHaveCSS('font-family', /system-ui/);
  expect(consoleErrors).toEqual([]);

  // The plain text beside the HTML.
  await page.getByRole('tab', { name: 'Plain text' }).click();
  await expect(page).toHaveURL(/view=text/);
  await expect(page.getByRole('tabpanel', { name: 'Plain text' })).toContainText(
    'This is a demo message of the portal.',
  );

  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(snackbar(page)).toContainText('The mail will be sent again');
  // The status's value, not the "Sent" term of the sending time that appears with it.
  await expect(page.getByRole('definition').filter({ hasText: /^Sent$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  await expect(page.getByText('421 4.4.2 Connection timed out')).toBeHidden();
  const sent = await client.get<{ status: string; sentAt: string | null }>(`mail/${failed!.id}/`);
  expect(sent.status).toBe('SS');
  expect(sent.sentAt).not.toBeNull();
});

test('a comment shows in the issue timeline, and Resolve asks for confirmation', async ({
  page,
  request,
}) => {
  const client = await api(request);
  const title = `Export of the audit ${stamp}`;
  const issue = await client.post<{ uuid: string }>('feedback/issues/create/', {
    title,
    text: 'A regulator asked for it.',
  });
  const admins = await client.get<Page_<{ uuid: string; email: string }>>(
    'feedback/issues/assignable-users/',
    { search: `email::${ADMIN}` },
  );
  const me = admins.items.find((user) => user.email === ADMIN)!;
  await client.post(`feedback/issues/${issue.uuid}/status-update/`, {
    status: 'EVA',
    user_id: me.uuid,
  });

  await signIn(page);
  await page.goto(`/feedback/issues/${issue.uuid}`);
  const timeline = page.getByRole('list', { name: 'Events' });
  await page.getByLabel('Comment', { exact: true }).fill('Sent to the information officer.');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(snackbar(page)).toContainText('Comment added');
  const entries = timeline.getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(2)).toContainText(`Comment by ${ADMIN}`);
  await expect(entries.nth(2)).toContainText('Sent to the information officer.');
  await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: 'Resolve', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Resolve this issue?' });
  await expect(confirm).toContainText('A resolved issue is final');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(entries).toHaveCount(3);
  await page.getByRole('button', { name: 'Resolve', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Resolve this issue?' })
    .getByRole('button', { name: 'Resolve', exact: true })
    .click();
  await expect(snackbar(page)).toContainText('Issue resolved');
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(3)).toContainText('Resolved');
});
