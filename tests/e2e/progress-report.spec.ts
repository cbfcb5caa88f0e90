import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { calendarDay } from '../../core/calendarDay';
import { DAY_MS as DAY } from '../../core/durations';
import { ensureDebianPackages } from '../../scripts/support/debianPackage';
import { POPPLER } from '../../scripts/support/poppler';
import { signIn } from './admin-helpers';
import {
  applyVariant,
  axeFindings,
  FORM_VARIANTS,
  report,
  settle,
  type Finding,
  type Language,
  variantName,
} from './axe-helpers';
import { apiToken, giveConsent } from './shell-helpers';

/**
 * The printable progress report: a charge with three years of app data and case notes, built
 * through the APIs, printed by Chromium to A4 PDF in English and in isiZulu and read back page
 * by page (poppler's pdftotext; each page also saved as a PNG under .test-artifacts to look at):
 * the header on the first page, "Page N of M" and the print date on every page, no table row,
 * chart or note split by a page break (a chart's place read from the words' boxes, since its
 * texts are not its own). A reader without Given consent is refused as for the
 * journey, every opening is in the audit log, and axe finds nothing on the page.
 */

const API = '/api/v2/';
const MANAGER = 'manager@example.org';
const ZONE = 'Africa/Johannesburg';
const YEARS = 3;
const FORTNIGHTS = Math.floor((YEARS * 365) / 14);
const ARTIFACTS = join('.test-artifacts', 'progress-report');
const ALL_NOTES = '?notes=contact,session,supervision,event';

const LABELS: Record<Language, { link: string; printed: RegExp; foot: string; page: string }> = {
  en: {
    link: 'Print report',
    printed: /Printed on (.+) by /,
    foot: 'Printed %{date}',
    page: 'Page %{page} of %{pages}',
  },
  zu: {
    link: 'Phrinta umbiko',
    printed: /Kuphrintwe ngomhla ka-(.+) ngu-/,
    foot: 'Kuphrintwe ngomhla ka-%{date}',
    page: 'Ikhasi %{page} kwangu-%{pages}',
  },
};

const ago = (days: number) => new Date(Date.now() - days * DAY);

/** Answers of `count` items, each at most `max`, adding up to `total`. */
const answersFor = (total: number, count: number, max: number) =>
  Array.from({ length: count }, (_, i) => Math.max(0, Math.min(max, total - i * max)));

/** A total easing from `from` to `to` over the three years, with a little weekly noise. */
const eased = (i: number, from: number, to: number) =>
  Math.max(0, Math.round(from + ((to - from) * i) / FORTNIGHTS + 2 * Math.sin(i * 1.7)));

const NOTE_KINDS = ['session', 'event', 'contact', 'supervision'] as const;

let chargeUuid = '';
let refusedUuid = '';
let clientName = '';

async function registeredClient(
  request: APIRequestContext,
  manager: Record<string, string>,
  name: string,
  consent: boolean,
) {
  const created = await request.post(`${API}case-managers/charge-requests/`, {
    headers: manager,
    data: {
      first_name: name,
      last_name: `Report${Date.now()}`,
      email: null,
      company: null,
      policy_number: `POL-${Date.now()}`,
      should_request_consent: true,
      designation: 'Case manager',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  const email = `report-${name.toLowerCase()}-${Date.now()}@example.org`;
  const registered = await request.post(`${API}app/register/`, {
    data: {
      access_code: code,
      email,
      password: 'Report-client-2026',
      first_name: name,
      last_name: 'Report',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const client = {
    Authorization: `Bearer ${((await registered.json()) as { access: string }).access}`,
  };
  if (consent) {
    await giveConsent(request, client, MANAGER);
  }
  const search = await request.get(`${API}charges/`, {
    headers: manager,
    params: { page: 1, page_size: 100, search: `email::${email}` },
  });
  const [charge] = ((await search.json()) as { items: { uuid: string; fullName: string }[] }).items;
  expect(charge, 'the new charge in My Users').toBeDefined();
  return { client, uuid: charge!.uuid, fullName: charge!.fullName };
}

/** Three years of scores, a check-in and a session every two weeks, and case notes. */
async function buildCharge(request: APIRequestContext): Promise<void> {
  const manager = { Authorization: `Bearer ${await apiToken(request, MANAGER)}` };
  const { client, uuid, fullName } = await registeredClient(request, manager, 'Nomsa', true);
  chargeUuid = uuid;
  clientName = fullName;
  // Hundreds of answers from one client: past the general rate limit, wait as told and go on.
  const post = async (path: string, data: unknown): Promise<void> => {
    const response = await request.post(`${API}app/${path}`, { headers: client, data });
    if (response.status() === 429) {
      await new Promise((done) =>
        setTimeout(done, Number(response.headers()['retry-after'] ?? 1) * 1000),
      );
      return post(path, data);
    }
    expect(response.status(), `${path} ${await response.text()}`).toBe(201);
  };
  const first = ago(FORTNIGHTS * 14);
  for (let i = 0; i <= FORTNIGHTS; i += 1) {
    const at = ago((FORTNIGHTS - i) * 14).toISOString();
    await post('questionnaires/phq8/', { qs: answersFor(eased(i, 19, 6), 8, 3), posted_at: at });
    await post('questionnaires/gad7/', { qs: answersFor(eased(i, 15, 5), 7, 3), posted_at: at });
    await post('questionnaires/wsas/', { qs: answersFor(eased(i, 27, 11), 5, 8), posted_at: at });
    const week = ago((FORTNIGHTS - i) * 14 + 7).toISOString();
    await post('checkins/', { checkin_at: week, mood: 3, diet: 3, sleep: 4, active: 2 });
    await post('sessions/', { started_at: week, duration_seconds: 600 });
    if (i % 8 === 0) {
      await post('meditations/', { listened_at: at, name: 'Breathing', duration_seconds: 300 });
    }
  }
  // The consent opened the episode today: it is dated from the first score and closed today.
  const detail = await request.get(`${API}charges/${uuid}/`, { headers: manager });
  const { latestEpisode } = (await detail.json()) as { latestEpisode: { id: number } };
  const dated = await request.patch(`${API}episodes/${latestEpisode.id}/`, {
    headers: manager,
    data: {
      openedOn: calendarDay(first, ZONE),
      closedOn: calendarDay(new Date(), ZONE),
      dischargeReason: 'completed',
    },
  });
  expect(dated.status(), await dated.text()).toBe(200);
  for (let i = 0; i < 14; i += 1) {
    const kind = NOTE_KINDS[i % NOTE_KINDS.length]!;
    const written = await request.post(`${API}charges/${uuid}/notes/`, {
      headers: manager,
      data: {
        kind,
        noteDate: calendarDay(ago(1000 - i * 70), ZONE),
        ...(kind === 'session' ? { sessionMinutes: 45, sessionMode: 'video' } : {}),
        text:
          `Note ${i + 1}. ` +
          'We went over the past weeks: sleep, work and the exercises from the last module. '.repeat(
            3,
          ) +
          `Agreed to meet again in two weeks (end of note ${i + 1}).`,
        visibility: 'supporters',
      },
    });
    expect(written.status(), await written.text()).toBe(201);
  }
  // A second client on the manager's caseload whose consent was never given.
  refusedUuid = (await registeredClient(request, manager, 'Sipho', false)).uuid;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each page's text of a PDF (pdftotext), whitespace squeezed. */
function pagesOf(file: string): string[] {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const count = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  return Array.from({ length: count }, (_, i) =>
    squeeze(
      execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), file, '-'], {
        encoding: 'utf8',
      }),
    ),
  );
}

/** The words of one page of a PDF with where each starts (pdftotext -bbox), in points. */
function wordsOf(file: string, page: number): { text: string; x: number; y: number }[] {
  const html = execFileSync(
    'pdftotext',
    ['-bbox', '-f', String(page), '-l', String(page), file, '-'],
    { encoding: 'utf8' },
  );
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map(
    (match) => ({ text: match[3]!, x: Number(match[1]), y: Number(match[2]) }),
  );
}

async function openReport(page: Page, language: Language): Promise<void> {
  await signIn(page, MANAGER);
  await applyVariant(page, { theme: 'light', language, width: 1440 });
  await page.goto(`/users/${chargeUuid}`);
  await page.getByRole('link', { name: LABELS[language].link }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${chargeUuid}/report$`));
  await expect(page.getByTestId('report-header')).toBeVisible();
  await page.goto(`/users/${chargeUuid}/report${ALL_NOTES}`);
  await expect(page.getByTestId('report-notes').locator('article')).toHaveCount(14);
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'UTC' });

test.describe('the progress report', () => {
  test.beforeAll(() => {
    const poppler = ensureDebianPackages([POPPLER], 'the progress report spec');
    expect(poppler.ok, poppler.message).toBe(true);
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
  });

  test('a charge with three years of data is built through the APIs', async ({ request }) => {
    test.setTimeout(300_000);
    await buildCharge(request);
  });

  for (const language of ['en', 'zu'] as const) {
    test(`prints to A4 in ${language}: header, page numbers and date, nothing cut`, async ({
      page,
    }) => {
      await openReport(page, language);
      const labels = LABELS[language];
      const printed = (await page.getByTestId('report-printed').innerText()).trim();
      const date = labels.printed.exec(printed)?.[1];
      expect(date, printed).toBeDefined();
      // What a page break must not cut, as the screen shows it.
      const rows = await page
        .locator('[data-report] tr')
        .evaluateAll((trs) =>
          trs.map((tr) =>
            [...(tr as HTMLTableRowElement).cells]
              .map((cell) => (cell as HTMLElement).innerText.trim())
              .filter(Boolean),
          ),
        );
      const notes = await page
        .locator('[data-report] article')
        .evaluateAll((articles) =>
          articles.map((article) => (article as HTMLElement).innerText.trim().split('\n')),
        );
      const scales = await page
        .locator('[data-report] figcaption')
        .evaluateAll((captions) =>
          captions.map((caption) => (caption as HTMLElement).innerText.split(':')[0]!.trim()),
        );

      const file = join(ARTIFACTS, `report-${language}.pdf`);
      writeFileSync(file, await page.pdf({ format: 'A4', preferCSSPageSize: true }));
      execFileSync('pdftoppm', ['-png', '-r', '60', file, join(ARTIFACTS, `report-${language}`)]);
      const pages = pagesOf(file);
      expect(pages.length, 'three years and fourteen notes fill several pages').toBeGreaterThan(2);

      const first = pages[0]!;
      for (const text of [
        labels.link === 'Print report' ? 'Progress report' : 'Umbiko wenqubekela phambili',
        clientName,
        squeeze(printed),
      ]) {
        expect(first, 'the header on the first page').toContain(text);
      }
      const foot = squeeze(labels.foot.replace('%{date}', date!));
      pages.forEach((text, i) => {
        const number = labels.page
          .replace('%{page}', String(i + 1))
          .replace('%{pages}', String(pages.length));
        expect(text, `page ${i + 1}'s number`).toContain(number);
        expect(text, `page ${i + 1}'s print date`).toContain(foot);
        // The options and the buttons stay on screen.
        expect(text).not.toContain(labels.link);
      });

      const samePage = (first: string, last: string, what: string) => {
        const at = pages.findIndex((text) => text.includes(squeeze(first)));
        expect(at, `${what}: "${first}" is printed`).toBeGreaterThanOrEqual(0);
        expect(pages[at], `${what}: "${last}" on the page of "${first}"`).toContain(squeeze(last));
      };
      const cut = rows.filter((cells) => cells.length > 1);
      expect(cut.length).toBeGreaterThan(5);
      for (const cells of cut) {
        samePage(cells[0]!, cells[cells.length - 1]!, 'a table row');
      }
      for (const lines of notes) {
        const text = lines.filter((line) => line.trim() !== '');
        samePage(text[0]!, text[text.length - 1]!, 'a note');
      }
      // A chart is whole when its top (the scale's highest total, the y axis's top label) is
      // on the page of its caption, above it in its column (the caption names the scale first).
      expect(scales).toHaveLength(3);
      for (const [i, scale] of scales.entries()) {
        const top = i === 2 ? '40' : '25';
        const captionWord = `${scale.split(' ').at(-1)}:`;
        const found = pages
          .map((_, n) => wordsOf(file, n + 1))
          .flatMap((words, n) => {
            const caption = words.find((word) => word.text === captionWord);
            return caption ? [{ n, words, caption }] : [];
          });
        expect(found, `${scale}'s caption`).toHaveLength(1);
        const { words, caption } = found[0]!;
        const axisTop = words.find(
          (word) =>
            word.text === top &&
            word.x >= caption.x - 150 &&
            word.x <= caption.x + 10 &&
            word.y < caption.y - 40 &&
            word.y > caption.y - 160,
        );
        expect(axisTop, `${scale}'s chart whole on one page`).toBeDefined();
      }
    });
  }

  test('is refused without Given consent, as the journey is, and every opening is audited', async ({
    page,
    request,
  }) => {
    const manager = { Authorization: `Bearer ${await apiToken(request, MANAGER)}` };
    const refused = await request.get(`${API}charges/${refusedUuid}/report/`, {
      headers: manager,
    });
    expect(refused.status()).toBe(404);
    await signIn(page, MANAGER);
    await page.goto(`/users/${refusedUuid}/report`);
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
    await expect(page.getByTestId('progress-report')).toHaveCount(0);

    const admin = { Authorization: `Bearer ${await apiToken(request, 'admin@example.org')}` };
    const log = await request.get(`${API}admin/audit-log/`, {
      headers: admin,
      params: { page: 1, page_size: 100, filter: 'action::report.view' },
    });
    expect(log.status(), await log.text()).toBe(200);
    const items = ((await log.json()) as { items: { actorEmail: string; record: unknown }[] })
      .items;
    // The journey link's opening and the one with notes, in each language; none refused.
    expect(items.filter((item) => item.actorEmail === MANAGER).length).toBeGreaterThanOrEqual(4);
  });

  test('axe finds nothing on the report, both themes and languages, 1440 and 390 px', async ({
    page,
  }) => {
    await signIn(page, MANAGER);
    const findings: Finding[] = [];
    for (const variant of FORM_VARIANTS) {
      await applyVariant(page, variant);
      await page.goto(`/users/${chargeUuid}/report${ALL_NOTES}`);
      await expect(page.getByTestId('report-header')).toBeVisible();
      await settle(page);
      findings.push(...(await axeFindings(page, 'progress report', variant)));
      // The screen as each variant shows it, to look at beside the printed pages.
      await page.screenshot({
        path: join(ARTIFACTS, `screen-${variantName(variant).replaceAll('/', '-')}.png`),
        fullPage: true,
      });
    }
    expect(findings, report(findings)).toEqual([]);
  });
});
