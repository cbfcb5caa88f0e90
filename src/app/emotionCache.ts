import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The style engine's cache, stamping the server's per-page nonce (a meta tag the server writes
 * into index.html) on every style element, so the Content-Security-Policy needs no
 * 'unsafe-inline' for styles. Without the tag (the Vite dev server) styles carry no nonce.
 */
export function createEmotionCache(doc: Document = document): EmotionCache {
  const nonce = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;
  return createCache({ key: 'css', nonce: nonce || undefined });
}
