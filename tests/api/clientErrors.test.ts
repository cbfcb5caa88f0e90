import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOf, socketAnswer } from './support/contract';
import { startTestApp, type TestContext } from './support/testApp';

/**
 * Answers Node's HTTP parser gives before Fastify sees a request (oversized headers, bytes that
 * are no HTTP): in the error envelope like every other 4xx, in the language the headers ask for.
 */

let context: TestContext;
let port: number;
/** Answers over a socket bypass `inject`, so they are held to the document here. */
let check: ReturnType<typeof contractOf>;

beforeAll(async () => {
  context = await startTestApp();
  check = contractOf(context.app);
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const address = context.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => context.close());

/**
 * Sends raw bytes and reads the whole answer until the server closes the connection; the answer
 * is checked against the OpenAPI entry of the request line's method and path, if any.
 */
function raw(request: string): Promise<{ status: number; type: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        const answer = socketAnswer(Buffer.concat(chunks));
        const [method = '', url = ''] = request.split(' ');
        check(method, url, answer);
        resolve({
          status: answer.statusCode,
          type: String(answer.headers['content-type'] ?? ''),
          body: JSON.parse(answer.rawPayload.toString('utf8')) as unknown,
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.write(request);
  });
}

const oversized = (language: string) =>
  `GET /api/v2/users/shallow-profile/ HTTP/1.1\r\nHost: x\r\nAccept-Language: ${language}\r\n` +
  `X-Padding: ${'a'.repeat(40_000)}\r\n\r\n`;

describe('answers of the HTTP parser', () => {
  it('answers oversized headers with 431 in the envelope, in English', async () => {
    const answer = await raw(oversized('en'));
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(answer.body).toEqual({ message: 'The headers of the request are too large.', data: {} });
  });

  it('answers them in Zulu when the headers ask for it', async () => {
    const answer = await raw(oversized('zu'));
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ message: 'Izinhloko zesicelo zinkulu kakhulu.', data: {} });
  });

  it('answers bytes that are no HTTP with 400 in the envelope', async () => {
    const answer = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'The request could not be read.', data: {} });
  });
});
