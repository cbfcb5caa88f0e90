import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { startTestApp, type TestContext } from './support/testApp';

describe('the built portal as static files', () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-static-'));
  const script = 'console.log("portal");\n'.repeat(400);
  let context: TestContext;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<html><head></head><body>portal</body></html>');
    writeFileSync(join(root, 'assets', 'index-Ab12Cd34.js'), script);
    precompress(root);
    context = await startTestApp({ staticDir: root });
  });

  afterAll(async () => {
    await context.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that takes it, cached for good', async () => {
    const response = await context.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBeLessThan(script.length / 10);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    const response = await context.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('never caches the page itself, which names the current build', async () => {
    const response = await context.app.inject({ url: '/users' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
