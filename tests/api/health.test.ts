import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startTestApp, testConfig, type TestContext } from './support/testApp';

let context: TestContext;
beforeAll(async () => {
  context = await startTestApp();
});
afterAll(() => context.database.drop());

describe('liveness and readiness', () => {
  it('a started app is alive and ready', async () => {
    const live = await context.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await context.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('while it migrates, it is alive but not ready, and every other request is refused 503', async () => {
    // The suite's database, migrated already: what is tested is the state, not the migrations.
    const app = await buildApp({ config: testConfig(), db: context.database.db, starting: true });
    try {
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({ status: 'unavailable' });
      const api = await app.inject({
        method: 'POST',
        url: '/api/v2/auth/token/',
        payload: { email: 'someone@example.org', password: 'x' },
      });
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('5');

      app.readiness.starting = false;
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      const after = await app.inject({
        method: 'POST',
        url: '/api/v2/auth/token/',
        payload: { email: 'someone@example.org', password: 'Not-the-password-1' },
      });
      expect(after.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('while it shuts down, readiness answers 503 in its own shape', async () => {
    const { app } = context;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    // Half sent before the app closes, completed after (see closing.test.ts).
    socket.write('GET /api/health/ready HTTP/1.1\r\nHost: portal.test\r\n');
    await sleep(100);
    const closed = app.close();
    await sleep(20);
    socket.write('\r\n');
    await ended;
    await closed;
    const [head, body] = received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head).toMatch(/\r\nretry-after: 5(\r\n|$)/i);
    expect(JSON.parse(body ?? '')).toEqual({ status: 'unavailable' });
  });
});
