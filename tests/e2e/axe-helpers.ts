import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import axe from 'axe-core';

import { apiToken } from './shell-helpers';

/** Helpers of the accessibility sweep: variants, readiness, axe and its report. */

const API = '/api/v2/';

export type Theme = 'light' | 'dark';
export type Language = 'en' | 'zu';

export interface Variant {
  theme: Theme;
  language: Language;
  width: 1440 | 390;
}

// Each theme and each language at both widths, in three passes rather than eight: contrast
// follows the theme, name and label mismatches the language, reflow the width.
export const WIDE_VARIANTS: Variant[] = [
  { theme: 'light', language: 'en', width: 1440 },
  { theme: 'dark', language: 'zu', width: 1440 },
];
export const PHONE: Variant = { theme: 'light', language: 'zu', width: 390 };

/** Every theme, language and width: the whole sweep, eight passes. */
export const ALL_VARIANTS: Variant[] = (['light', 'dark'] as const).flatMap((theme) =>
  (['en', 'zu'] as const).flatMap((language) =>
    ([1440, 390] as const).map((width) => ({ theme, language, width })),
  ),
);

/**
 * The accessibility sweep's passes: three in `npm test` (each theme, language and width met at
 * least once), all eight with `A11Y_ALL_VARIANTS=1`, run before a release.
 */
export const SWEEP_VARIANTS: Variant[] = process.env.A11Y_ALL_VARIANTS
  ? ALL_VARIANTS
  : [...WIDE_VARIANTS, PHONE];

/**
 * Each theme and each language at each width, in four passes rather than eight (a form's sweep,
 * a screen's own pass); all eight with `A11Y_ALL_VARIANTS=1`.
 */
export const FORM_VARIANTS: Variant[] = process.env.A11Y_ALL_VARIANTS
  ? ALL_VARIANTS
  : [...WIDE_VARIANTS, PHONE, { theme: 'dark', language: 'en', width: 390 }];

export const variantName = ({ theme, language, width }: Variant): string =>
  `${theme}/${language}/${width}`;

export interface Finding {
  rule: string;
  impact: string;
  target: string;
  screen: string;
  variant: string;
  summary: string;
}

/** Stores the portal settings (theme, language) in this browser, read at the next page load. */
export async function applyVariant(page: Page, variant: Variant): Promise<void> {
  await page.setViewportSize({ width: variant.width, height: variant.width > 600 ? 900 : 844 });
  await page.evaluate(
    ({ theme, language }) =>
      localStorage.setItem('settings', JSON.stringify({ theme, language, pageSize: 10 })),
    variant,
  );
}

/** Waits for the page's requests, spinners, skeletons and transitions to settle. */
export async function settle(page: Page): Promise<void> {
  const started = Date.now();
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  // A progress bar with a value is content (a module's pages read), not a page loading.
  await expect(
    page
      .locator('[role=progressbar]:not([aria-valuenow]), .MuiSkeleton-root')
      .filter({ visible: true }),
  )
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  // Transitions (a menu growing, a dialog fading in) end before axe reads the colours; looping
  // animations (a skeleton's pulse, a focus ripple) never do. Two frames first, so that one
  // started by the last render has begun. Like the waits above, these only wait: a page still
  // navigating is scanned as it is.
  await page
    .evaluate(
      () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
    )
    .catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  if (process.env.A11Y_TIMING) {
    console.log(`settled ${page.url()} in ${Date.now() - started} ms`);
  }
}

/** The impacts every scan fails on: all of them, minor ones too. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['minor', 'moderate', 'serious', 'critical']);

/**
 * Puts axe-core in each frame of the page that does not have it yet. AxeBuilder evaluates its
 * 590 KB source twice on every scan, a new axe each time: 0.8 s a scan where the axe already in
 * the page takes 0.2 s (measured on the users list, the mails and the settings). A page keeps its
 * axe until it is loaded again, so a sweep through the portal's router loads it once.
 */
async function loadAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate(
      () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
    );
    if (!loaded) {
      await frame.evaluate(axe.source);
    }
  }
}

/** The source AxeBuilder injects once each frame has axe (loadAxe): nothing to evaluate. */
const ALREADY_LOADED = ';';

/**
 * Runs axe-core (all default rules and the label-in-name one) and answers its findings of every
 * impact.
 */
export async function axeFindings(
  page: Page,
  screen: string,
  variant: Variant,
  include?: string,
): Promise<Finding[]> {
  // Legacy mode runs axe in the page itself: the default opens a new page per run (slow). Only
  // violations fail a scan, so axe builds selectors for those alone (a third of the time).
  const started = Date.now();
  await loadAxe(page);
  let builder = new AxeBuilder({ page, axeSource: ALREADY_LOADED }).setLegacyMode(true).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
    resultTypes: ['violations'],
  });
  if (include !== undefined) {
    builder = builder.include(include);
  }
  const { violations } = await builder.analyze();
  if (process.env.A11Y_TIMING) {
    console.log(`axe on ${screen} in ${Date.now() - started} ms`);
  }
  return violations
    .filter(({ impact }) => FAILING_IMPACTS.has(impact ?? ''))
    .flatMap(({ id, impact, nodes }) =>
      nodes.map((node) => ({
        rule: id,
        impact: impact ?? '',
        target: node.target.join(' '),
        screen,
        variant: variantName(variant),
        summary: (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
      })),
    );
}

/** One line per finding, and the counts by rule. */
export function report(findings: Finding[]): string {
  const counts = new Map<string, number>();
  for (const { rule } of findings) {
    counts.set(rule, (counts.get(rule) ?? 0) + 1);
  }
  const lines = findings.map(
    (f) => `${f.impact} ${f.rule} on ${f.screen} [${f.variant}] at ${f.target}: ${f.summary}`,
  );
  const totals = [...counts].map(([rule, count]) => `${rule}: ${count}`).join(', ');
  return `${findings.length} violations (${totals})\n${lines.join('\n')}`;
}

/** The first list item's field of an API list, read as `email`. */
export async function firstOf<T>(
  request: APIRequestContext,
  email: string,
  path: string,
  params: Record<string, string | number> = {},
  pick: (items: T[]) => T | undefined = (items) => items[0],
): Promise<T> {
  const token = await apiToken(request, email);
  const response = await request.get(`${API}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    params: { page: 1, page_size: 100, ...params },
  });
  expect(response.status(), `list ${path}`).toBe(200);
  const item = pick(((await response.json()) as { items: T[] }).items);
  expect(item, `an item of ${path}`).toBeDefined();
  return item as T;
}
