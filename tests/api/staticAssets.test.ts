import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { forPathOnly, NONCE_SLOTS } from '../../server/lib/portalPage';
import { startTestApp, type TestContext } from './support/testApp';

describe('the built portal as static files', () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-static-'));
  const script = 'console.log("portal");\n'.repeat(400);
  let context: TestContext;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(
      join(root, 'index.html'),
      '<html><head></head><body><div id="root">' +
        forPathOnly('/login', `<style nonce="${NONCE_SLOTS.style}"></style><h1>Login</h1>`) +
        '</div>' +
        forPathOnly('/login', `<script nonce="${NONCE_SLOTS.script}"></script>`) +
        '</body></html>',
    );
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

  it('answers 414 to an over-long path parameter of the API, as without the built portal', async () => {
    const long = await context.app.inject({
      url: `/api/v2/charges/invitations/${'a'.repeat(200)}/`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json<{ message: string }>().message).toBe(
      'The address of the request is not valid.',
    );
    const unknown = await context.app.inject({ url: `/api/v2/nothing/${'a'.repeat(200)}/` });
    expect(unknown.statusCode).toBe(404);
  });

  it('never caches the page itself, which names the current build', async () => {
    const response = await context.app.inject({ url: '/users' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the prerendered login page to /login only, under this answer nonces', async () => {
    const login = await context.app.inject({ url: '/login?to=%2Fusers' });
    const policy = login.headers['content-security-policy'] as string;
    const styleNonce = /style-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
    const scriptNonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
    expect(styleNonce).toBeTruthy();
    expect(scriptNonce).toBeTruthy();
    // Fonts from the portal itself only, not from any https: address.
    expect(/(?:^|;)\s*font-src ([^;]*)/.exec(policy)?.[1]).toBe("'self'");
    expect(login.body).toContain(`<style nonce="${styleNonce}"></style><h1>Login</h1>`);
    expect(login.body).toContain(`<script nonce="${scriptNonce}"></script>`);

    const users = await context.app.inject({ url: '/users' });
    expect(users.body).toContain('<div id="root"></div></body>');
    expect(users.body).not.toMatch(/<h1>|<script/);
  });
});
