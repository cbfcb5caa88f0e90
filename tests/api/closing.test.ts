import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOf, socketAnswer } from './support/contract';
import { startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
/** An answer over a socket bypasses `inject`: it is held to the document here. */
let check: ReturnType<typeof contractOf>;
beforeAll(async () => {
  context = await startTestApp();
  check = contractOf(context.app);
});
afterAll(() => context.database.drop());

describe('a request that arrives while the API shuts down', () => {
  it('is answered 503 in the envelope and the reader language, with Retry-After', async () => {
    const { app } = context;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));

    // A request half sent when the app starts closing (a slow client): its connection is not
    // idle, so it stays open, and the request is complete only once the app is closing.
    socket.write('GET /api/v2/users/profile/ HTTP/1.1\r\nHost: portal.test\r\n');
    await sleep(100);
    const closed = app.close();
    await sleep(20);
    socket.write('Accept-Language: zu\r\n\r\n');
    await ended;
    await closed;

    const received = Buffer.concat(chunks);
    check('GET', '/api/v2/users/profile/', socketAnswer(received));
    const [head, body] = received.toString('utf8').split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head).toMatch(/\r\nretry-after: 5(\r\n|$)/i);
    expect(head).toMatch(/\r\nconnection: close(\r\n|$)/i);
    expect(JSON.parse(body ?? '')).toEqual({
      message:
        'Asikwazanga ukuxhumana namaseva ethu. Qinisekisa ukuthi uxhumeke ku-inthanethi bese uzama futhi.',
      data: {},
    });
  });
});
