/**
 * The inline script that follows the prerendered login page (shell/prerenderLogin), run before
 * the first paint. Its source is written into index.html as it stands, so it uses its arguments
 * and the browser only.
 *
 * The prerender is English and light. A reader whose stored settings (settings/settingsStorage:
 * `language`, `theme`; theme `system` or none follows `prefers-color-scheme`) say otherwise must
 * not see it flash before the portal renders theirs: #root is emptied, and the portal renders as
 * it does without a prerender. Anyone else gets the page inert until React has hydrated it
 * (main): a field typed into or a form sent before then would be lost to React, or sent by the
 * browser itself, its password in the address.
 */
export function settlePrerender(
  rootId: string,
  settingsKey: string,
  otherLanguages: readonly string[],
): void {
  const root = document.getElementById(rootId);
  if (!root) {
    return;
  }
  let stored: { language?: unknown; theme?: unknown } = {};
  try {
    stored = Object(JSON.parse(localStorage.getItem(settingsKey) ?? 'null')) as typeof stored;
  } catch {
    // Unreadable settings are as good as none, as settingsStorage reads them.
  }
  const dark =
    stored.theme === 'dark' ||
    (stored.theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark || otherLanguages.includes(stored.language as string)) {
    root.replaceChildren();
  } else {
    root.setAttribute('inert', '');
  }
}
