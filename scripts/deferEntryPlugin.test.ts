import { describe, expect, it } from 'vitest';
import { NONCE_SLOTS, unlessPrerendered } from '../server/lib/portalPage';
import { deferEntry } from './deferEntryPlugin';

const built = `<head>
    <script type="module" crossorigin src="/assets/index-Ab$1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Cd.js">
  </head><body><div id="root"></div></body>`;

describe('deferEntry', () => {
  it('preloads the entry and starts it from a nonce’d inline script instead of its tag', () => {
    const html = deferEntry(built);
    expect(html).not.toContain('<script type="module" crossorigin src=');
    // Each preload is left out of a prerendered path (server/lib/portalPage.ts)…
    expect(html).toContain(
      unlessPrerendered('<link rel="modulepreload" crossorigin href="/assets/index-Ab$1.js">'),
    );
    expect(html).toContain(
      unlessPrerendered('<link rel="modulepreload" crossorigin href="/assets/react-Cd.js">'),
    );
    const inline = /<script type="module" nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
    expect(inline?.[1]).toBe(NONCE_SLOTS.script);
    expect(inline?.[2]).toContain('first-contentful-paint');
    // …where the script adds them as it starts the entry.
    expect(inline?.[2]).toMatch(
      /\}\)\("\/assets\/index-Ab\$1\.js", \["\/assets\/index-Ab\$1\.js","\/assets\/react-Cd\.js"\], "root", 1000\);$/,
    );
  });

  it('fails the build when index.html has no entry tag to defer', () => {
    expect(() => deferEntry('<head></head><body><div id="root"></div></body>')).toThrow(
      /no entry script/,
    );
  });
});
