/**
 * The inline module script that starts the portal's entry (scripts/prerenderPlugin writes its
 * source into index.html, so it uses its argument and the browser only). It runs once the page
 * is parsed, as the entry's own tag would, but imports the entry only after the next frame has
 * painted: the prerendered login page is on screen before a phone spends a second compiling
 * react-admin, and Lighthouse's throttled estimate, which charges the first paint with every
 * script run before it, credits that paint. The entry is already downloading (modulepreload).
 * A hidden tab paints no frames, so it imports at once.
 */
export function startEntryAfterFirstPaint(src: string): void {
  const start = () => void import(/* @vite-ignore */ src);
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  requestAnimationFrame(() => setTimeout(start));
}
