import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';

import { expect, test } from './fixtures';
import { applyVariant, firstOf, settle, type Theme } from './axe-helpers';
import { signIn } from './shell-helpers';

/**
 * What a keyboard and a narrow phone see: every tab stop of the caseload and the journey draws a
 * focus ring of 3:1 against what was there before (WCAG 2.4.13's contrast, measured in pixels),
 * in both themes; and at 360 px in isiZulu, the longest of the portal's words, nothing on the
 * caseload, the journey, the settings or an account's page is wider than its box.
 */

const ADMIN = 'admin@example.org';
const MANAGER = 'manager@example.org';

test.describe.configure({ timeout: 300_000 });

/** A charge with Given consent and an open flag: its journey draws every panel. */
const flaggedCharge = (request: APIRequestContext) =>
  firstOf<{ uuid: string; consentStatus: string | null; attention: string[] | null }>(
    request,
    MANAGER,
    'charges/',
    {},
    (items) => items.find((item) => item.consentStatus === 'GV' && item.attention?.length),
  );

/** sRGB relative luminance of one pixel (WCAG 2). */
function luminance(png: PNG, at: number): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const { data } = png;
  return (
    0.2126 * channel(data[at] ?? 0) +
    0.7152 * channel(data[at + 1] ?? 0) +
    0.0722 * channel(data[at + 2] ?? 0)
  );
}

/** How many pixels changed between the two pictures by a contrast of at least 3:1. */
function ringPixels(focused: Buffer, plain: Buffer): number {
  const a = PNG.sync.read(focused);
  const b = PNG.sync.read(plain);
  let count = 0;
  for (let at = 0; at < Math.min(a.data.length, b.data.length); at += 4) {
    const [light, dark] = [luminance(a, at), luminance(b, at)].sort((x, y) => y - x) as [
      number,
      number,
    ];
    if ((light + 0.05) / (dark + 0.05) >= 3) {
      count += 1;
    }
  }
  return count;
}

interface Stop {
  name: string;
  /**
   * What its ring's look depends on: the element's own classes (its style's hash among them),
   * its parent's (a clipping cell or card), its colour and the colour behind it.
   */
  kind: string;
  clip: { x: number; y: number; width: number; height: number };
}

/** The focused element, scrolled into view, with its box and the ring's room around it. */
async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) {
      return null;
    }
    if (element === document.body) {
      return null;
    }
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const { x, y, width, height } = element.getBoundingClientRect();
    const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
    const name = `${element.tagName.toLowerCase()} ${label.trim().slice(0, 40)}`;
    // Room for a 2 px ring 2 px away, inside the viewport.
    const left = Math.max(0, x - 5);
    const top = Math.max(0, y - 5);
    let behind = 'none';
    for (let box: Element | null = element; box; box = box.parentElement) {
      const colour = getComputedStyle(box).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
        behind = colour;
        break;
      }
    }
    const kind = [
      element.tagName,
      element.getAttribute('class'),
      element.getAttribute('role'),
      element.parentElement?.getAttribute('class'),
      getComputedStyle(element).color,
      behind,
    ].join('|');
    return {
      name,
      kind,
      clip: {
        x: left,
        y: top,
        width: Math.min(window.innerWidth - left, width + 10),
        height: Math.min(window.innerHeight - top, height + 10),
      },
    };
  });
}

/**
 * Tabs through the page from its start (the whole page, or `stops` stops) and answers the stops
 * whose focus draws fewer 3:1 pixels than a ring around half the box would. A stop of a kind
 * already measured (a row's link after the first row's) draws the same ring on the same colour,
 * so it is passed through, not photographed again.
 */
async function unringed(
  page: Page,
  stops: number,
): Promise<{ seen: number; measured: number; faint: string[] }> {
  const faint: string[] = [];
  const seen = new Set<string>();
  const measured = new Set<string>();
  await page.mouse.move(0, 0);
  await page.locator('body').focus();
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop || stop.clip.width < 4 || stop.clip.height < 4) {
      continue;
    }
    const key = `${stop.name}@${stop.clip.x},${stop.clip.y}`;
    if (seen.has(key)) {
      break; // back at the start
    }
    seen.add(key);
    if (measured.has(stop.kind)) {
      continue;
    }
    measured.add(stop.kind);
    await page.waitForTimeout(50);
    const focused = await page.screenshot({ clip: stop.clip, animations: 'disabled' });
    // The same element unfocused: Chrome keeps its place in the tab order for the next Tab.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // A tooltip's fade: the screenshot ends finite transitions (animations: 'disabled'), so a
    // frame for the blur's render is enough.
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(frame)));
    const plain = await page.screenshot({ clip: stop.clip, animations: 'disabled' });
    const needed = (stop.clip.width + stop.clip.height) / 2;
    const ring = ringPixels(focused, plain);
    if (ring < needed) {
      faint.push(`${stop.name} (${ring} of ${Math.round(needed)} pixels at 3:1)`);
    }
  }
  return { seen: seen.size, measured: measured.size, faint };
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`keyboard: every stop of the caseload and the journey shows a 3:1 focus ring [${theme}]`, async ({
    page,
    request,
  }) => {
    const charge = await flaggedCharge(request);
    await signIn(page, MANAGER);
    await applyVariant(page, { theme, language: 'en', width: 1440 });
    await page.goto('/users?tab=0');
    await settle(page);
    const caseload = await unringed(page, 80);
    await page.goto(`/users/${charge.uuid}`);
    await settle(page);
    const journey = await unringed(page, 150);
    expect(caseload.seen, 'caseload stops').toBeGreaterThan(20);
    expect(journey.seen, 'journey stops').toBeGreaterThan(20);
    expect(caseload.measured, 'kinds of caseload stops measured').toBeGreaterThan(15);
    expect(journey.measured, 'kinds of journey stops measured').toBeGreaterThan(15);
    expect([...caseload.faint, ...journey.faint], 'stops without a 3:1 ring').toEqual([]);
  });
}

/**
 * Everything on the page that is wider than its own box (a clipped chip label or select value)
 * or reaches past its parent's edge, and a page or card that scrolls sideways. A table's own
 * scrolling region may scroll: it is a focusable, named region for that.
 */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList]
        .filter((c) => c.startsWith('Mui'))
        .slice(0, 2)
        .join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth + 1) {
      found.push(`the page scrolls sideways (${page.scrollWidth} > ${page.clientWidth})`);
    }
    const inScroller = (element: Element) => element.closest('[role=region][tabindex]') !== null;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const boxes = document.querySelectorAll(
      [
        '.MuiCard-root',
        '.MuiCardContent-root',
        '.MuiChip-root',
        '.MuiChip-label',
        '.MuiToggleButtonGroup-root',
        '.MuiToggleButton-root',
        '.MuiSelect-select',
        '.MuiInputBase-root',
        '.MuiButton-root',
        '.MuiFormControlLabel-root',
        'h1, h2, h3',
      ].join(','),
    );
    for (const element of boxes) {
      if (!visible(element) || inScroller(element)) {
        continue;
      }
      if (element.scrollWidth > element.clientWidth + 1) {
        // Named with what reaches past its edge, the first of it.
        const edge = element.getBoundingClientRect().right;
        const culprit = [...element.querySelectorAll('*')].find(
          (inner) => inner.getBoundingClientRect().right > edge + 1,
        );
        found.push(
          `${describe(element)} holds ${element.scrollWidth} px in ${element.clientWidth}` +
            (culprit ? `, past it: ${describe(culprit)}` : ''),
        );
        continue;
      }
      const parent = element.parentElement;
      if (!parent || !visible(parent)) {
        continue;
      }
      const box = element.getBoundingClientRect();
      const room = parent.getBoundingClientRect();
      // The right edge only: MUI pulls a switch's label 11 px to the left on purpose.
      if (box.right > room.right + 1) {
        found.push(
          `${describe(element)} reaches ${Math.round(box.right - room.right)} px past its parent`,
        );
      }
    }
    return found;
  });
}

/** Opens the page at 360 px in isiZulu, waits for it, and answers what does not fit. */
async function unfit(page: Page, path: string, prepare?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await settle(page);
  await prepare?.(page);
  return (await overflows(page)).map((finding) => `${path}: ${finding}`);
}

const switchOn = (name: RegExp) => async (page: Page) => {
  const switches: Locator = page.getByRole('checkbox', { name });
  for (const one of await switches.all()) {
    await one.check();
  }
  await settle(page);
};

test('isiZulu at 360 px: nothing is wider than its box on the caseload, journey, settings and account pages', async ({
  page,
  request,
}) => {
  const charge = await flaggedCharge(request);
  const account = await firstOf<{ uuid: string }>(request, ADMIN, 'users/');
  const mate = await firstOf<{ uuid: string }>(request, ADMIN, 'case-managers/');
  const variant = { theme: 'light', language: 'zu', width: 390 } as const;
  await signIn(page, MANAGER);
  await applyVariant(page, variant);
  await page.setViewportSize({ width: 360, height: 780 });
  const found = [
    ...(await unfit(page, '/users?tab=0')),
    ...(await unfit(page, '/users?tab=1')),
    ...(await unfit(page, `/users/${charge.uuid}`)),
    // The table view and the details: the long Zulu band names in their chips.
    ...(await unfit(
      page,
      `/users/${charge.uuid}`,
      switchOn(/^(Buka njengethebula|Bonisa imininingwane)$/),
    )),
    ...(await unfit(page, '/profile?tab=settings')),
  ];
  await page.evaluate(() => localStorage.clear());
  await signIn(page, ADMIN);
  await applyVariant(page, variant);
  await page.setViewportSize({ width: 360, height: 780 });
  found.push(
    ...(await unfit(page, `/users/accounts/${account.uuid}`)),
    ...(await unfit(page, `/case-managers/${mate.uuid}`)),
    ...(await unfit(page, '/profile?tab=settings')),
  );
  expect(found).toEqual([]);
});
