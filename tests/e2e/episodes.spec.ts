import { expect, test } from './fixtures';
import { listSettled, signIn } from './admin-helpers';
import {
  applyVariant,
  axeFindings,
  firstOf,
  report,
  settle,
  type Finding,
  type Variant,
} from './axe-helpers';
import { portalToday } from './portalDay';
import { DEMO_JOURNEYS } from '../../server/db/seed/chargeCast';

const MANAGER = 'manager@example.org';

interface Episode {
  id: number;
  chargeUuid: string;
  client: string;
}

/** Light and dark, English and isiZulu, at a phone's width. */
const PHONE_VARIANTS: Variant[] = [
  { theme: 'light', language: 'en', width: 390 },
  { theme: 'dark', language: 'zu', width: 390 },
];

const DISCHARGE = { en: 'Discharge', zu: 'Khulula' } as const;

/** An open episode of the manager's, never one of the journeys the other suites read. */
function openEpisode(request: Parameters<typeof firstOf>[0]): Promise<Episode> {
  const kept: string[] = Object.values(DEMO_JOURNEYS);
  return firstOf<Episode>(request, MANAGER, 'episodes/', { filter: 'status::open' }, (items) =>
    items.find((item) => !kept.includes(item.client)),
  );
}

test.describe("episodes of care, listed and kept from the charge's page", () => {
  // Four variants of two screens, and a charge page whose journey loads beside it.
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => {
    await signIn(page, MANAGER);
  });

  test('discharges a client with a reason and opens a new episode', async ({ page, request }) => {
    const episode = await openEpisode(request);
    await page.goto(`/users/${episode.chargeUuid}?tab=profile`);
    const section = page.getByTestId('charge-episode');
    await expect(section).toContainText('Open since', { timeout: 30_000 });

    await section.getByRole('button', { name: 'Discharge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discharge' });
    const today = portalToday();
    const pad = (n: number) => String(n).padStart(2, '0');
    await dialog
      .getByRole('textbox', { name: 'Closed on', exact: false })
      .fill(`${today.year}/${pad(today.month)}/${pad(today.day)}`);
    await dialog.getByRole('combobox', { name: /Reason/ }).click();
    await page.getByRole('option', { name: 'Referred on' }).click();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('To the regional service.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Client discharged')).toBeVisible();
    await expect(section).toContainText('Referred on');
    await expect(section).toContainText('To the regional service.');

    // Taken on again: a new episode, today by default.
    await section.getByRole('button', { name: 'Open episode' }).click();
    const opening = page.getByRole('dialog', { name: 'Open episode' });
    await expect(opening.getByRole('textbox', { name: 'Opened on', exact: false })).toHaveValue(
      `${today.year}/${pad(today.month)}/${pad(today.day)}`,
    );
    await opening.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Episode opened')).toBeVisible();
    await expect(section).toContainText('Open since');

    await page.goto('/episodes?filter=%7B%22dischargeReason%22%3A%22referred_on%22%7D');
    await listSettled(page);
    await expect(page.getByText(episode.client).first()).toBeVisible();
  });

  test('draws the list and the discharge dialog without an axe violation', async ({
    page,
    request,
  }) => {
    const episode = await openEpisode(request);
    const findings: Finding[] = [];
    for (const variant of PHONE_VARIANTS) {
      await applyVariant(page, variant);
      await page.goto('/episodes');
      await settle(page);
      findings.push(...(await axeFindings(page, '/episodes', variant)));
      await page.screenshot({
        path: `test-results/episodes-list-${variant.theme}-${variant.language}.png`,
        fullPage: true,
      });

      await page.goto(`/users/${episode.chargeUuid}?tab=profile`);
      await settle(page);
      await page.screenshot({
        path: `test-results/episodes-charge-${variant.theme}-${variant.language}.png`,
      });
      await page
        .getByTestId('charge-episode')
        .getByRole('button', { name: DISCHARGE[variant.language] })
        .click();
      await settle(page);
      findings.push(...(await axeFindings(page, 'discharge dialog', variant)));
      await page.screenshot({
        path: `test-results/episodes-discharge-${variant.theme}-${variant.language}.png`,
      });
      await page.keyboard.press('Escape');
    }
    expect(findings, report(findings)).toEqual([]);
  });
});
