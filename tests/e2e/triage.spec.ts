import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

import { listTotal, showColumn, signIn } from './admin-helpers';
import { apiToken } from './shell-helpers';

/**
 * Caseload triage, signed in as the demo case manager: the count of users needing
 * attention shows at the top of My Users; a reason's chip filters the list to exactly the users
 * it flags; acknowledging a flag with a note shows who and when, and survives a reload.
 * The administrator's audit log page then holds the acknowledgement.
 */

const API = '/api/v2/';
const MANAGER = 'manager@example.org';

interface Summary {
  total: number;
  byCode: Record<string, number>;
}

interface Listed {
  uuid: string;
  fullName: string;
}

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request, MANAGER);
  const response = await request.get(`${API}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test('the needs-attention count shows and a reason filters the list to exactly its users', async ({
  page,
  request,
}) => {
  const summary = await get<Summary>(request, 'charges/attention-summary/');
  expect(summary.total).toBeGreaterThan(0);
  expect(summary.byCode.low_mood).toBeGreaterThan(0);
  const flagged = await get<{ items: Listed[]; count: number }>(
    request,
    'charges/?page_size=100&filter=attention::low_mood',
  );

  await signIn(page, MANAGER);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/users?tab=0');
  const bar = page.getByTestId('attention-summary');
  await expect(bar.getByRole('heading')).toHaveText(`${summary.total} users need attention`);
  await bar.getByRole('button', { name: `Low mood: ${summary.byCode.low_mood}` }).click();
  await expect(page).toHaveURL(/low_mood/);
  await expect.poll(() => listTotal(page)).toBe(flagged.count);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(flagged.count, 10));
  for (const item of flagged.items.slice(0, 10)) {
    await expect(rows.filter({ hasText: item.fullName }).first()).toBeVisible();
  }
  // A clinician's columns come first and are in view at 1440 px without scrolling.
  for (const name of ['Full name', 'Attention', 'Latest PHQ-8', 'Last session', 'Consent']) {
    const header = page.getByRole('columnheader', { name }).first();
    const box = await header.boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(1440);
  }
  await page.screenshot({ path: '.test-artifacts/shots/list-1440-after.png' });
  // The other columns wait behind the column chooser; a shown one is there after a
  // reload.
  await expect(page.getByRole('columnheader', { name: 'Company' })).toHaveCount(0);
  await showColumn(page, 'Company');
  await expect(page.getByRole('columnheader', { name: 'Company' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Company' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Policy' })).toHaveCount(0);
  // Every listed user carries the flag as a chip that says what raised it and when.
  const chips = rows.locator('[data-flag="low_mood"]');
  await expect(chips).toHaveCount(Math.min(flagged.count, 10));
  await expect(chips.first()).toHaveText(/^Low mood: \d+ low moods in a row, latest \S+/);
});

test('acknowledging a flag with a note shows who and when, survives a reload and is audited', async ({
  browser,
  page,
  request,
}) => {
  const { items } = await get<{ items: Listed[] }>(
    request,
    'charges/?page_size=100&filter=attention::disengaged',
  );
  const charge = items[0];
  expect(charge, 'a demo charge that stopped using the app').toBeDefined();
  const note = `Left a voicemail ${Date.now()}`;

  await signIn(page, MANAGER);
  await page.goto(`/users/${charge?.uuid ?? ''}`);
  const panel = page.getByTestId('charge-attention');
  await expect(panel.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
  await expect(page.getByTestId('journey')).toContainText(
    'These scores are not a diagnosis. The PHQ-8 has no self-harm item, so no flag screens for suicide risk.',
  );
  const before = await get<Summary>(request, 'charges/attention-summary/');
  const flag = panel.locator('[data-flag="disengaged"]');
  await expect(flag).toHaveAttribute('data-state', 'open');
  await expect(flag).toContainText(/Stopped using the app: last session \S+/);
  await panel.getByRole('button', { name: 'Acknowledge: Stopped using the app' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(dialog).toBeHidden();
  await expect(flag).toHaveAttribute('data-state', 'acknowledged');
  await expect(flag.getByTestId('acknowledged')).toContainText(`“${note}”`);
  await expect(flag.getByTestId('acknowledged')).toContainText(/Acknowledged by \S+/);

  await page.reload();
  await expect(
    page.getByTestId('charge-attention').locator('[data-flag="disengaged"]'),
  ).toContainText(`“${note}”`);
  await expect(page.getByTestId('acknowledgement-history')).toContainText('(1)');
  // The summary counts open flags only.
  const after = await get<Summary>(request, 'charges/attention-summary/');
  expect(after.byCode.disengaged).toBe((before.byCode.disengaged ?? 0) - 1);

  // The audit log, as an administrator in a session of their own, holds the acknowledgement.
  const admin = await browser.newPage();
  await signIn(admin);
  await admin.getByRole('menuitem', { name: 'Audit log' }).click();
  await admin.getByRole('button', { name: 'Filters' }).click();
  const filters = admin.getByRole('dialog', { name: 'Filters' });
  await filters.getByLabel('What', { exact: true }).click();
  await admin.getByRole('option', { name: 'Acknowledged a flag', exact: true }).click();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(admin).toHaveURL(/attention\.acknowledge/);
  const newest = admin.locator('tbody tr').first();
  await expect(newest).toContainText('Acknowledged a flag');
  await expect(newest).toContainText(MANAGER);
  await admin.close();
});
