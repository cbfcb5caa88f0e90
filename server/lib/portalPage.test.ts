import { describe, expect, it } from 'vitest';
import { forPathOnly, NONCE_SLOTS, portalPage, unlessPrerendered } from './portalPage';

const nonces = { style: 'style-nonce-1', script: 'script-nonce-2' };
const preload = '<link rel="modulepreload" href="/a.js">';
const html =
  `<html><head><title>portal</title>${unlessPrerendered(preload)}</head><body><div id="root">` +
  forPathOnly('/login', `<style nonce="${NONCE_SLOTS.style}">a{}</style><form></form>`) +
  '</div>' +
  forPathOnly('/login', `<script nonce="${NONCE_SLOTS.script}">gate()</script>`) +
  '</body></html>';

describe('portalPage', () => {
  it('keeps the parts built for the path asked for, with this answer nonces', () => {
    const page = portalPage(html, '/login', nonces);
    expect(page).toContain(
      '<div id="root"><style nonce="style-nonce-1">a{}</style><form></form></div>',
    );
    expect(page).toContain('<script nonce="script-nonce-2">gate()</script>');
    expect(page).toContain('<meta name="csp-nonce" content="style-nonce-1" />');
    expect(page).not.toMatch(/<!--\/?only|__\w+_NONCE__/);
    // Its modules start after the prerendered page paints: no preload competes with that paint.
    expect(page).not.toContain('modulepreload');
  });

  it('leaves them out of every other path', () => {
    for (const path of ['/', '/users', '/login/', '/loginx', '/password-reset']) {
      const page = portalPage(html, path, nonces);
      expect(page).toContain('<div id="root"></div></body>');
      expect(page).toContain(`<title>portal</title>${preload}</head>`);
      expect(page).not.toMatch(/<form|<script|<!--/);
    }
  });
});
