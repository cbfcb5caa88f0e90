/** The meta tag the portal's style engine reads its nonce from (src/app/emotionCache.ts). */
const STYLE_NONCE_META = 'csp-nonce';

/** Slots the build leaves in index.html for the nonces the server makes for each answer. */
export const NONCE_SLOTS = { style: '__STYLE_NONCE__', script: '__SCRIPT_NONCE__' } as const;

const PATH_ONLY = /<!--only (\S+)-->([\s\S]*?)<!--\/only-->/g;

/**
 * A part of index.html for one path only, such as the prerendered login page
 * (scripts/prerenderPlugin.ts): every other path is answered without it.
 */
export function forPathOnly(path: string, html: string): string {
  return `<!--only ${path}-->${html}<!--/only-->`;
}

const UNLESS_PRERENDERED = /<!--unless-prerendered-->([\s\S]*?)<!--\/unless-prerendered-->/g;

/**
 * A part of index.html for every path but one answered with a prerendered page: the module
 * preloads (scripts/deferEntryPlugin.ts), which there start after the page has painted instead.
 */
export function unlessPrerendered(html: string): string {
  return `<!--unless-prerendered-->${html}<!--/unless-prerendered-->`;
}

/** index.html as the answer to a GET of `path`: its parts for that path, with this answer's nonces. */
export function portalPage(
  html: string,
  path: string,
  nonces: { style: string; script: string },
): string {
  let prerendered = false;
  const page = html
    .replace(PATH_ONLY, (_, only: string, part: string) => {
      prerendered ||= only === path;
      return only === path ? part : '';
    })
    .replace(UNLESS_PRERENDERED, (_, part: string) => (prerendered ? '' : part))
    .replaceAll(NONCE_SLOTS.style, nonces.style)
    .replaceAll(NONCE_SLOTS.script, nonces.script);
  // The style engine's nonce, first thing in the head.
  return page.replace(
    '<head>',
    `<head>\n    <meta name="${STYLE_NONCE_META}" content="${nonces.style}" />`,
  );
}
