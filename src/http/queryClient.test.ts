import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';

import { networkError } from './httpErrors';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient, IDENTITY_KEY, RETRY_DELAY_MS, shouldRetry } from './queryClient';

const failure = (status: number) => new HttpError('refused', status, null);

describe('shouldRetry', () => {
  it.each([
    ['400', failure(400), 0],
    ['401', failure(401), 0],
    ['403', failure(403), 0],
    ['404', failure(404), 0],
    ['409', failure(409), 0],
    ['422', failure(422), 0],
    ['429', failure(429), 0],
    ['a network failure or time-out', networkError(), 1],
    ['500', failure(500), 1],
    ['502', failure(502), 1],
    ['503', failure(503), 1],
    ['an error without a status', new Error('bug'), 1],
  ])('%s is retried %i time(s)', (_, error, times) => {
    let retries = 0;
    while (shouldRetry(retries, error)) {
      retries += 1;
      expect(retries, 'bounded').toBeLessThan(5);
    }
    expect(retries).toBe(times);
  });
});

describe('createQueryClient', () => {
  const run = async (error: Error) => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(error));
    const started = Date.now();
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toBe(error);
    return { calls: queryFn.mock.calls.length, ms: Date.now() - started };
  };

  it('answers a 404 after one call', async () => {
    expect((await run(failure(404))).calls).toBe(1);
  });

  it('calls twice for a network failure, the retry after a short delay', async () => {
    const { calls, ms } = await run(networkError());
    expect(calls).toBe(2);
    expect(ms).toBeGreaterThanOrEqual(RETRY_DELAY_MS - 5);
    expect(ms).toBeLessThan(1000);
  });

  it('never retries a mutation', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(() => Promise.reject(networkError()));
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(HttpError);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('runs queries while the browser reports being offline', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.networkMode).toBe('always');
    expect(defaults.mutations?.networkMode).toBe('always');
  });

  it('does not fetch a failed profile again when another page mounts on it', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(networkError()));
    await expect(client.fetchQuery({ queryKey: IDENTITY_KEY, queryFn })).rejects.toBeInstanceOf(
      HttpError,
    );
    const observer = new QueryObserver(client, { queryKey: IDENTITY_KEY, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().status, 'still the failure, not pending again').toBe(
      'error',
    );
    unsubscribe();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
