/**
 * The document a mail's HTML body is shown in: its links open in a new tab (`<base>` comes
 * first, so it wins over any base the mail brings), on a plain white page as mail clients show
 * it. The frame it goes in is sandboxed without scripts, so nothing in the body can run.
 */
export function mailSrcdoc(bodyHtml: string): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8"><base target="_blank">' +
    '<style>body{margin:16px;font-family:system-ui,sans-serif;color:#1f2328;background:#fff;' +
    'overflow-wrap:anywhere}img{max-width:100%;height:auto}</style></head>' +
    `<body>${bodyHtml}</body></html>`
  );
}

/** The frame's sandbox: pop-ups (links in a new tab) only; no scripts, forms or same origin. */
export const MAIL_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';
