import type { Plugin } from 'vite';
import { NONCE_SLOTS, unlessPrerendered } from '../server/lib/portalPage.js';
import { startEntryAfterFirstPaint } from '../src/shell/entryAfterFirstPaint.js';
import { ROOT_ID } from '../src/shell/prerenderGate.js';

/** The longest the entry waits for the first paint before it starts anyway. */
const LATEST_START_MS = 1_000;

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html with its entry started after the first paint
 * (src/shell/entryAfterFirstPaint.ts) instead of by its own tag, which a browser may run before
 * painting the prerendered login page. The entry is preloaded where its tag was, and the inline
 * script carries the script nonce the server stamps on each answer (server/lib/portalPage.ts).
 * A path answered with a prerendered page gets no preload: the script adds them when it starts
 * the entry, after the paint, so that no module competes with the paint (and Lighthouse's
 * simulation, which counts every script loaded before the largest paint as delaying it, sees
 * the page paint from its HTML, as the browser does).
 */
export function deferEntry(html: string): string {
  const entry = ENTRY_TAG.exec(html);
  if (!entry?.[1]) {
    throw new Error('The built index.html has no entry script to start after the first paint');
  }
  const src = JSON.stringify(entry[1]);
  const preloads = [entry[1], ...[...html.matchAll(MODULE_PRELOAD)].map((tag) => tag[1] ?? '')];
  const args = [src, JSON.stringify(preloads), JSON.stringify(ROOT_ID), LATEST_START_MS];
  const start = `(${startEntryAfterFirstPaint.toString()})(${args.join(', ')});`;
  // Functions, so that `$` in the script and the paths is taken as it is.
  return html
    .replace(MODULE_PRELOAD, (tag) => unlessPrerendered(tag))
    .replace(
      ENTRY_TAG,
      () =>
        `${unlessPrerendered(`<link rel="modulepreload" crossorigin href=${src}>`)}\n` +
        `    <script type="module" nonce="${NONCE_SLOTS.script}">${start}</script>`,
    );
}

/** `vite build` writes index.html with `deferEntry`. */
export function deferEntryPlugin(): Plugin {
  return {
    name: 'defer-entry',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    transformIndexHtml: { order: 'post', handler: deferEntry },
  };
}
