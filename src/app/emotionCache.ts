import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The style engine's cache, stamping the server's per-page nonce on every style element, so the
 * Content-Security-Policy needs no 'unsafe-inline' for styles. The login page's prerender
 * (shell/prerenderLogin) stamps the slot the server fills in per answer instead. Created in the
 * browser, the cache also takes over a prerendered page's style elements (moving them out of
 * #root before React hydrates it).
 */
export function createEmotionCache(nonce: string | undefined): EmotionCache {
  return createCache({ key: 'css', nonce: nonce || undefined });
}

/** The nonce from the meta tag the server writes into index.html; none on the Vite dev server. */
export function pageStyleNonce(doc: Document = document): string | undefined {
  return doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;
}
