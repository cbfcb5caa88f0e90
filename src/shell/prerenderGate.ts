/** The element the portal renders in (index.html). */
export const ROOT_ID = 'root';

/**
 * The inline script that opens the prerendered login page (shell/prerenderLogin): the first
 * thing in #root, so it runs before any of the page is parsed, let alone painted. Its source is
 * written into index.html as it stands, so it uses its arguments and the browser only.
 *
 * The prerender is English and light. A reader whose stored settings (settings/settingsStorage:
 * `language`, `theme`; theme `system` or none follows `prefers-color-scheme`) say otherwise must
 * not see it, even in part on a slow line: #root is hidden, and the portal renders in it as it
 * does without a prerender (main). Anyone else gets the page inert until React has hydrated it:
 * a field typed into or a form sent before then would be lost to React, or sent by the browser
 * itself, its password in the address.
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
  const unlike = dark || otherLanguages.includes(stored.language as string);
  root.setAttribute(unlike ? 'hidden' : 'inert', '');
}

/** Emotion's server-rendered style elements: a key and the names of their styles. */
const PRERENDERED_STYLES = 'style[data-emotion*=" "]';

/**
 * main's half, before the portal renders: takes the script out of #root and answers whether
 * there is a prerendered page for React to hydrate. One hidden for a reader whose settings
 * differ is dropped with its styles (which the style engine moves into the head as it loads, and
 * whose page colours would outlast it) and #root shown for the portal.
 */
export function takeOverPrerender(root: HTMLElement): boolean {
  const script = root.firstElementChild;
  if (!(script instanceof HTMLScriptElement)) {
    return false;
  }
  script.remove();
  if (root.hidden) {
    root.replaceChildren();
    root.ownerDocument.querySelectorAll(PRERENDERED_STYLES).forEach((style) => style.remove());
    root.hidden = false;
    return false;
  }
  return true;
}
