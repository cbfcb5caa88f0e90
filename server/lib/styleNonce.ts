/** The meta tag the portal's style engine reads its nonce from (src/app/emotionCache.ts). */
export const STYLE_NONCE_META = 'csp-nonce';

/** index.html with this answer's style nonce, first thing in its head. */
export function withStyleNonce(html: string, nonce: string): string {
  return html.replace(
    '<head>',
    `<head>\n    <meta name="${STYLE_NONCE_META}" content="${nonce}" />`,
  );
}
