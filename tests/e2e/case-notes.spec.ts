import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

import { DEMO_JOURNEYS } from '../../server/db/seed/chargeCast';
import { signIn } from './admin-helpers';
import { FORM_VARIANTS, applyVariant, axeFindings, report, type Finding } from './axe-helpers';
import { apiToken } from './shell-helpers';
import { DAY_MS, HOUR_MS } from '../../core/durations';

/**
 * Case notes, as manager@example.org on a seeded charge whose consent is Given: an event note
 * and a session note written through the API the Notes tab's form calls, read on the Notes
 * tab, and the event marked on the journey's sessions chart and listed in its table.
 */

const API = '/api/v2/';
const MANAGER = 'manager@example.org';
const EVENT_TEXT = `Started a new job ${Date.now()}`;

/** The Johannesburg calendar day three days ago (UTC+2 all year), where every chart reaches. */
const threeDaysAgo = new Date(Date.now() + 2 * HOUR_MS - 3 * DAY_MS).toISOString().slice(0, 10);

let chargeUuid = '';

async function writeNotes(request: APIRequestContext): Promise<string> {
  const headers = { Authorization: `Bearer ${await apiToken(request, MANAGER)}` };
  const charges = await request.get(`${API}charges/`, {
    headers,
    params: { page: 1, page_size: 10, search: `fullName::${DEMO_JOURNEYS.full}` },
  });
  const [charge] = ((await charges.json()) as { items: { uuid: string }[] }).items;
  expect(charge, 'the seeded charge').toBeDefined();
  const uuid = charge!.uuid;
  for (const note of [
    {
      kind: 'session',
      noteDate: threeDaysAgo,
      sessionMinutes: 50,
      sessionMode: 'video',
      text: 'Talked through the week.',
      visibility: 'supporters',
    },
    { kind: 'event', noteDate: threeDaysAgo, text: EVENT_TEXT, visibility: 'supporters' },
  ]) {
    const written = await request.post(`${API}charges/${uuid}/notes/`, { headers, data: note });
    expect(written.status(), await written.text()).toBe(201);
  }
  return uuid;
}

test.describe.configure({ mode: 'serial' });

test.describe('case notes', () => {
  test('an event note is marked on the journey chart and listed in its table', async ({
    page,
    request,
  }) => {
    chargeUuid = await writeNotes(request);
    await signIn(page, MANAGER);
    await page.goto(`/users/${chargeUuid}`);
    const sessions = page.locator('#journey-sessions');
    // The charts load with their own chunk after the journey's answer.
    await expect(sessions.getByTestId('sessions-chart')).toBeVisible({ timeout: 30_000 });
    const legend = sessions.getByTestId('event-legend');
    await expect(legend).toContainText(`Event: ${EVENT_TEXT}`);
    const label =
      (await legend.locator('li', { hasText: EVENT_TEXT }).locator('span').first().textContent()) ??
      '';
    expect(label).toMatch(/^E\d+$/);
    // The marker on the chart is named by the same label.
    await expect(
      sessions.getByTestId('sessions-chart').locator('svg text', { hasText: label }),
    ).toHaveCount(1);
    await sessions.getByRole('switch', { name: 'View as table' }).click();
    await expect(sessions.getByTestId('event-rows')).toContainText(`${label} Event: ${EVENT_TEXT}`);
  });

  test('the Notes tab lists both notes; axe finds nothing in either theme, language or width', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await signIn(page, MANAGER);
    const findings: Finding[] = [];
    for (const variant of FORM_VARIANTS) {
      await applyVariant(page, variant);
      await page.goto(`/users/${chargeUuid}?tab=notes`);
      const notes = page.getByTestId('case-note');
      await expect(notes.filter({ hasText: EVENT_TEXT })).toHaveCount(1);
      await expect(notes.filter({ hasText: 'Talked through the week.' })).toHaveCount(1);
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      findings.push(...(await axeFindings(page, 'case notes', variant)));
      const name = `notes-${variant.theme}-${variant.language}-${variant.width}.png`;
      await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
    }
    await applyVariant(page, { theme: 'dark', language: 'zu', width: 390 });
    await page.goto(`/users/${chargeUuid}`);
    const sessions = page.locator('#journey-sessions');
    await expect(sessions.getByTestId('event-legend')).toContainText(EVENT_TEXT);
    findings.push(
      ...(await axeFindings(
        page,
        'journey with an event',
        { theme: 'dark', language: 'zu', width: 390 },
        '#journey-sessions',
      )),
    );
    await sessions.screenshot({ path: testInfo.outputPath('sessions-marker-dark-zu-390.png') });
    expect(report(findings)).toBe(report([]));
  });
});
