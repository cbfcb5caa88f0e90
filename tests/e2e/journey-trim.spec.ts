import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { DEMO_JOURNEYS } from '../../server/db/seed/chargeCast';
import { signIn } from './admin-helpers';
import { portalToday } from './portalDay';
import { apiToken } from './shell-helpers';

/**
 * A graph trimmed to its period's latest 15 check-ins (spec section 9) spans those: its axis
 * starts at a tick at or before the first drawn point and ends with today's, the note above it
 * says how many and from when, and at 390 px the markers stand apart.
 */

const MANAGER = 'manager@example.org';
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

type Box = { x: number; y: number; width: number; height: number };

async function boxes(locator: Locator): Promise<Box[]> {
  const all = await locator.all();
  return (await Promise.all(all.map((l) => l.boundingBox()))).filter((b): b is Box => !!b);
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

async function openCheckins(page: Page, uuid: string): Promise<Locator> {
  await signIn(page, MANAGER);
  await page.goto(`/users/${uuid}`);
  const panel = page.locator('#journey-checkins');
  await panel.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return panel;
}

for (const width of [1440, 390]) {
  test(`the mood graph of the last 3 months spans its 15 drawn check-ins at ${width} px`, async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, MANAGER);
    const listed = await request.get('/api/v2/charges/', {
      headers: { Authorization: `Bearer ${token}` },
      params: { page: 1, page_size: 10, search: `fullName::${DEMO_JOURNEYS.full}` },
    });
    const [charge] = ((await listed.json()) as { items: { uuid: string }[] }).items;
    await page.setViewportSize({ width, height: 900 });
    const panel = await openCheckins(page, charge!.uuid);
    await expect(panel.getByRole('combobox')).toHaveText('Last 3 months');

    const note = panel.getByTestId('trim-note');
    await expect(note).toContainText(
      /^Last 15 of \d+ check-ins, from [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
    const total = Number(/of (\d+)/.exec((await note.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(15);

    const chart = panel.getByTestId('checkins-chart');
    // The note stands above the chart.
    expect((await note.boundingBox())!.y).toBeLessThan((await chart.boundingBox())!.y);
    const marks = await boxes(chart.locator('.MuiLineChart-mark'));
    expect(marks).toHaveLength(15);
    const ticks = chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickContainer');
    const tickLines = await boxes(ticks.locator('line'));
    const firstMark = marks[0]!.x + marks[0]!.width / 2;
    expect(tickLines[0]!.x).toBeLessThanOrEqual(firstMark + 0.5);
    const today = portalToday();
    await expect(ticks.last()).toHaveText(
      new RegExp(`^${MONTHS[today.month - 1]} ${today.day}(,|$)`),
    );

    // No two markers cover more than half of each other.
    for (const [i, a] of marks.entries()) {
      for (const b of marks.slice(i + 1)) {
        expect(overlap(a, b)).toBeLessThanOrEqual((a.width * a.height) / 2);
      }
    }

    // The whole period is one click away.
    await note.getByRole('button', { name: `Show all ${total}` }).click();
    await expect(chart).toHaveAttribute('data-points', String(total));
    await expect(note).toHaveCount(0);
  });
}
