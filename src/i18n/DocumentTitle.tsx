import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** Where react-admin's `<Title>` writes the page's title (its TitlePortal in the app bar). */
const TITLE_ID = 'react-admin-title';

/** The page's name: its react-admin title, else (a page outside the layout) its first heading. */
function pageName(): string {
  const titled = document.getElementById(TITLE_ID)?.textContent.trim();
  return titled || (document.querySelector('h1')?.textContent.trim() ?? '');
}

/**
 * Keeps the browser tab's title and the document's language in the reader's language (issue
 * 18): "<page> · <portal name>", following every page and every change of language. Rendered
 * once, beside the notifications, so it is there on every page, signed in or not.
 */
export const DocumentTitle = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useEffect(() => {
    const portal = translate('portal.app.name');
    document.documentElement.lang = locale;
    const update = () => {
      const page = pageName();
      const title = page && page !== portal ? `${page} · ${portal}` : portal;
      if (document.title !== title) {
        document.title = title;
      }
    };
    update();
    // Titles arrive through a portal and headings with lazily loaded pages: follow the DOM.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [translate, locale]);
  return null;
};
