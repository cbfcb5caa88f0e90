/**
 * The printed page's foot as CSS `content`: a translated text whose `%{page}` and `%{pages}`
 * become the page counters, so the browser numbers each page (its own Save as PDF too).
 */
const PAGE = '\u0001';
const PAGES = '\u0002';

/** A plain text as a CSS `content` string. */
export const cssContent = (text: string): string =>
  `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

export function pageNumberContent(
  translate: (key: string, values: Record<string, string>) => string,
): string {
  const text = translate('portal.report.page_number', { page: PAGE, pages: PAGES });
  return text
    .split(PAGE)
    .flatMap((part, i) => (i === 0 ? [part] : [PAGE, part]))
    .flatMap((part) =>
      part.split(PAGES).flatMap((piece, i) => (i === 0 ? [piece] : [PAGES, piece])),
    )
    .filter((part) => part !== '')
    .map((part) =>
      part === PAGE ? 'counter(page)' : part === PAGES ? 'counter(pages)' : cssContent(part),
    )
    .join(' ');
}
