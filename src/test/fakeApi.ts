import { vi } from 'vitest';

import type { Api } from '../app/ApiContext';
import type { HttpClient, RequestOptions } from '../http/httpClient';
import { createTokenStorage } from '../auth/tokenStorage';
import { memoryStorage } from '../shared/memoryStorage';

type Handler = (url: string, options: RequestOptions) => unknown;

/**
 * An Api whose HTTP client answers from `handler` (return a value for the JSON, or throw an
 * HttpError), with tokens kept in memory. The client is a spy, to assert the calls sent.
 */
export function fakeApi(handler: Handler) {
  const httpClient = vi.fn((url: string, options: RequestOptions = {}) =>
    Promise.resolve().then(() => ({
      status: 200,
      headers: new Headers(),
      json: handler(url, options),
    })),
  );
  const local = memoryStorage();
  const session = memoryStorage();
  const tokens = createTokenStorage(
    () => local,
    () => session,
  );
  const api: Api = { httpClient: httpClient as unknown as HttpClient, tokens };
  return { api, httpClient, tokens, session };
}
