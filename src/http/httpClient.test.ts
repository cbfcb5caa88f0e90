import { HttpError } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTokenStorage } from '../auth/tokenStorage';
import { memoryStorage } from '../shared/memoryStorage';
import { createHttpClient, type HttpClientOptions } from './httpClient';

type FetchArgs = [input: string, init: RequestInit];

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(responder: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const fetch = vi.fn((input: string, init: RequestInit) =>
    Promise.resolve(responder(input, init)),
  );
  const storage = memoryStorage();
  const tokens = createTokenStorage(
    () => storage,
    () => memoryStorage(),
  );
  const options: HttpClientOptions = {
    apiRoot: '/api/v2/',
    minRequestMs: 0,
    timeoutMs: 30_000,
    tokens,
    getLocale: () => 'zu',
    fetch: fetch as unknown as typeof globalThis.fetch,
  };
  const calls = (): FetchArgs[] => fetch.mock.calls;
  const header = (call: number, name: string) => new Headers(calls()[call]?.[1].headers).get(name);
  return { fetch, tokens, options, calls, header, client: createHttpClient(options) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createHttpClient', () => {
  it('sends JSON, the bearer token and the stored locale', async () => {
    const { client, tokens, calls, header } = setup(() => json(200, { ok: true }));
    tokens.store({ access: 'A1', refresh: 'R1' }, true);

    const response = await client('users/', { method: 'POST', body: { a: 1 } });

    expect(response.json).toEqual({ ok: true });
    expect(calls()[0]?.[0]).toBe('/api/v2/users/');
    expect(calls()[0]?.[1].body).toBe('{"a":1}');
    expect(header(0, 'Authorization')).toBe('Bearer A1');
    expect(header(0, 'Accept-Language')).toBe('zu');
    expect(header(0, 'Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header without a token or for token calls', async () => {
    const { client, tokens, header } = setup(() => json(200, {}));
    await client('users/');
    tokens.store({ access: 'A1', refresh: 'R1' }, true);
    await client('auth/token/', { method: 'POST', body: {}, auth: false });
    expect(header(0, 'Authorization')).toBeNull();
    expect(header(1, 'Authorization')).toBeNull();
  });

  it('sends the idempotency key of a user action, and none otherwise', async () => {
    const { client, header } = setup(() => json(201, {}));
    await client('charges/x/add-supporter/', { method: 'POST', body: {}, idempotencyKey: 'K1' });
    await client('users/');
    expect(header(0, 'Idempotency-Key')).toBe('K1');
    expect(header(1, 'Idempotency-Key')).toBeNull();
  });

  it('gives each signed-in write a key of its own, and the token calls none', async () => {
    const { client, header } = setup(() => json(201, {}));
    await client('feedback/issues/create/', { method: 'POST', body: {} });
    await client('feedback/issues/create/', { method: 'POST', body: {} });
    await client('auth/token/', { method: 'POST', body: {}, auth: false });
    await client('courses/1/', { method: 'PATCH', body: { name: 'A' } });
    await client('courses/1/', { method: 'PUT', body: { name: 'A' } });
    await client('courses/1/', { method: 'DELETE' });
    expect(header(0, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(1, 'Idempotency-Key')).not.toBe(header(0, 'Idempotency-Key'));
    expect(header(2, 'Idempotency-Key')).toBeNull();
    const writes = [3, 4, 5].map((call) => header(call, 'Idempotency-Key'));
    expect(writes).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.any(String),
      expect.any(String),
    ]);
    expect(new Set(writes).size).toBe(3);
  });

  it('sends a write again with its key after a failure with no answer, a new one once answered', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(503, { message: 'Down.' }),
      () => json(201, { id: 1 }),
      () => json(201, { id: 2 }),
      () => json(400, { message: 'No.' }),
      () => json(201, { id: 3 }),
    ];
    const { client, header } = setup(() => (answers.shift() ?? (() => json(500, {})))());
    const create = () => client('courses/', { method: 'POST', body: { name: 'A' } });
    await expect(create()).rejects.toMatchObject({ status: 0 });
    await expect(create()).rejects.toMatchObject({ status: 503 });
    await create();
    expect(header(1, 'Idempotency-Key')).toBe(header(0, 'Idempotency-Key'));
    expect(header(2, 'Idempotency-Key')).toBe(header(0, 'Idempotency-Key'));
    // Answered: the same body sent again is another action.
    await create();
    expect(header(3, 'Idempotency-Key')).not.toBe(header(2, 'Idempotency-Key'));
    await expect(client('courses/', { method: 'POST', body: { name: 'B' } })).rejects.toMatchObject(
      { status: 400 },
    );
    await client('courses/', { method: 'POST', body: { name: 'B' } });
    expect(header(5, 'Idempotency-Key')).not.toBe(header(4, 'Idempotency-Key'));
  });

  it('keeps the key across the retry after a renewed token', async () => {
    const answers = [
      json(401, { message: 'Expired.' }),
      json(200, { access: 'A2', refresh: 'R2' }),
      json(200, {}),
    ];
    const { client, tokens, calls, header } = setup(() => answers.shift() ?? json(500, {}));
    tokens.store({ access: 'A1', refresh: 'R1' }, true);
    await client('courses/1/', { method: 'DELETE' });
    expect(calls().map(([url]) => url)).toEqual([
      '/api/v2/courses/1/',
      '/api/v2/auth/token/refresh/',
      '/api/v2/courses/1/',
    ]);
    expect(header(2, 'Idempotency-Key')).toBe(header(0, 'Idempotency-Key'));
  });

  it('sends a write clicked twice while on its way once, both getting its answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { client, calls } = setup(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const first = client('courses/', { method: 'POST', body: { name: 'A' } });
    const second = client('courses/', { method: 'POST', body: { name: 'A' } });
    await vi.waitFor(() => expect(calls()).toHaveLength(1));
    answer(json(201, { id: 7 }));
    expect((await first).json).toEqual({ id: 7 });
    expect((await second).json).toEqual({ id: 7 });
    expect(calls()).toHaveLength(1);
  });

  it('holds every request for at least the minimum duration', async () => {
    vi.useFakeTimers();
    const { options } = setup(() => json(200, {}));
    const client = createHttpClient({ ...options, minRequestMs: 500 });
    let settled = false;
    const pending = client('users/').then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBe(true);
  });

  it('holds an answered error too, but not a network failure, which shows at once', async () => {
    vi.useFakeTimers();
    const refused = setup(() => json(404, { message: 'No such code.' }));
    const held = createHttpClient({ ...refused.options, minRequestMs: 500 });
    let failedAt: number | null = null;
    const start = Date.now();
    const pending = held('codes/1/').catch(() => {
      failedAt = Date.now() - start;
    });
    await vi.advanceTimersByTimeAsync(500);
    await pending;
    expect(failedAt).toBe(500);

    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const unheld = createHttpClient({ ...offline.options, minRequestMs: 500 });
    await expect(unheld('codes/1/')).rejects.toMatchObject({ status: 0 });
  });

  it('turns a timeout into the network error after 30 s', async () => {
    vi.useFakeTimers();
    const { client } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const failure = client('users/').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    const error = await failure;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'portal.errors.network', status: 0 });
  });

  it('reports a failed connection as the network error', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client('users/')).rejects.toMatchObject({ message: 'portal.errors.network' });
  });

  it('leaves retrying to react-query: a failure reaches fetch once', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(503, { message: 'Down for maintenance.' }),
      () => json(404, { message: 'Not found.' }),
      () => json(403, { message: 'You do not have permission to perform this action.' }),
    ];
    for (const answer of answers) {
      const { client, fetch } = setup(answer);
      await expect(client('users/')).rejects.toBeInstanceOf(HttpError);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it("uses the server's message and keeps its field errors on body", async () => {
    const { client } = setup(() =>
      json(400, { message: 'Check the form.', data: { email: ['Email is invalid'] } }),
    );
    await expect(client('users/')).rejects.toMatchObject({
      message: 'Check the form.',
      status: 400,
      body: { email: ['Email is invalid'] },
    });
  });

  it('falls back to the default error without a server message', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client('users/')).rejects.toMatchObject({
      message: 'portal.errors.default',
      status: 502,
    });
  });

  it('refreshes once on a 401, stores the new pair and retries', async () => {
    const { client, tokens, calls } = setup((url, init) => {
      if (url.endsWith('auth/token/refresh/')) {
        return json(200, { access: 'A2', refresh: 'R2' });
      }
      const auth = new Headers(init.headers).get('Authorization');
      return auth === 'Bearer A2' ? json(200, { id: 1 }) : json(401, { message: 'expired' });
    });
    tokens.store({ access: 'A1', refresh: 'R1' }, true);

    const [first, second] = await Promise.all([client('users/1/'), client('users/2/')]);

    expect(first.json).toEqual({ id: 1 });
    expect(second.json).toEqual({ id: 1 });
    const refreshes = calls().filter(([url]) => url.endsWith('auth/token/refresh/'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.[1].body).toBe('{"refresh":"R1"}');
    expect(new Headers(refreshes[0]?.[1].headers).get('Authorization')).toBeNull();
    expect(tokens.read()).toEqual({ access: 'A2', refresh: 'R2' });
  });

  it('retries only once', async () => {
    const { client, tokens, calls } = setup((url) =>
      url.endsWith('refresh/') ? json(200, { access: 'A2', refresh: 'R2' }) : json(401, {}),
    );
    tokens.store({ access: 'A1', refresh: 'R1' }, true);
    await expect(client('users/')).rejects.toMatchObject({ status: 401 });
    expect(calls()).toHaveLength(3);
  });

  it('clears the tokens and rejects with 401 when the refresh fails', async () => {
    const { client, tokens } = setup((url) =>
      url.endsWith('refresh/')
        ? json(401, { message: 'Token is invalid.' })
        : json(401, { message: 'Not signed in.' }),
    );
    tokens.store({ access: 'A1', refresh: 'R1' }, false);
    await expect(client('users/')).rejects.toMatchObject({
      status: 401,
      message: 'Not signed in.',
    });
    expect(tokens.read()).toBeNull();
  });
});
