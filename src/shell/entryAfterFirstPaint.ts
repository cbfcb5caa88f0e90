/**
 * The inline module script that starts the portal's entry (scripts/deferEntryPlugin writes its
 * source into index.html, so it uses its arguments and the browser only). It runs once the page
 * is parsed, as the entry's own tag would. Where #root holds a page to show (the prerendered
 * login page), it imports the entry only once that page has painted: a phone shows the page
 * before it spends a second compiling react-admin, and Lighthouse's throttled estimate, which
 * charges the first paint with every script run before it, credits that paint. The entry is
 * preloaded from the page's head, except on a prerendered page, whose `preloads` it adds as it
 * starts: every module at once rather than each after the one that imports it. An empty or
 * hidden #root, a hidden tab (which paints nothing) or a browser without paint timing imports
 * at once; `latestMs` bounds the wait.
 */
export function startEntryAfterFirstPaint(
  src: string,
  preloads: string[],
  rootId: string,
  latestMs: number,
): void {
  let started = false;
  const start = () => {
    if (started) {
      return;
    }
    started = true;
    const present = new Set(
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) =>
        link.getAttribute('href'),
      ),
    );
    for (const href of preloads.filter((path) => !present.has(path))) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    void import(/* @vite-ignore */ src);
  };
  const root = document.getElementById(rootId);
  const showing = root !== null && !root.hidden && root.childElementCount > 0;
  if (
    !showing ||
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      setTimeout(start);
    }
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, latestMs);
}
