/**
 * The document a mail's HTML body is shown in: its links open in a new tab (`<base>` comes
 * first, so it wins over any base the mail brings), on a plain white page as mail clients show
 * it. The frame it goes in is sandboxed without scripts, so nothing in the body can run. A
 * srcdoc frame lives under the portal's Content-Security-Policy, so its style element carries
 * the page's style nonce (none on the Vite dev server, which sends no policy).
 */
export function mailSrcdoc(bodyHtml: string, styleNonce?: string): string {
  const nonce = styleNonce ? ` nonce="${styleNonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  return (
    '<!doctype html><html><head><meta charset="utf-8"><base target="_blank">' +
    `<style${nonce}>body{margin:16px;font-family:system-ui,sans-serif;color:#1f2328;background:#fff;` +
    'overflow-wrap:anywhere}img{max-width:100%;height:auto}</style></head>' +
    `<body>${bodyHtml}</body></html>`
  );
}

/** The frame's sandbox: pop-ups (links in a new tab) only; no scripts, forms or same origin. */
export const MAIL_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';
