import { HttpError } from 'ra-core';

import type { TokenPair, TokenStorage } from '../auth/tokenStorage';
import { errorFromEnvelope, networkError } from './httpErrors';

export interface HttpClientOptions {
  /** Relative URLs resolve against it; absolute and root-relative ones are used as given. */
  apiRoot: string;
  minRequestMs: number;
  timeoutMs: number;
  tokens: Pick<TokenStorage, 'getAccess' | 'getRefresh' | 'replace' | 'clear'>;
  getLocale: () => string;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** False for the token calls themselves: no bearer header and no refresh on a 401. */
  auth?: boolean;
  /** The caller's cancellation (react-query passes one); it is not reported as a network error. */
  signal?: AbortSignal;
  /**
   * The write's Idempotency-Key, when its caller keeps its own. When absent, a signed-in write
   * gets one per user action (see `send`).
   */
  idempotencyKey?: string;
  /**
   * A file type to ask for instead of JSON (a list's `text/csv` export, a client's archive): a
   * successful answer's body is then the file as a Blob, in `json`; an error is still read as
   * the JSON envelope.
   */
  accept?: 'text/csv' | 'application/zip';
  /** Overrides the client's timeout, for calls that take long by nature (a whole-list export). */
  timeoutMs?: number;
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

export type HttpClient = <T = unknown>(
  url: string,
  options?: RequestOptions,
) => Promise<HttpResponse<T>>;

type Outcome = { ok: true; response: HttpResponse<unknown> } | { ok: false; error: HttpError };

export const REFRESH_PATH = 'auth/token/refresh/';

/** The methods that change something: each signed-in one carries an Idempotency-Key. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The server decided (any answer below 500): a repeat is another action. */
const answered = (error: unknown): boolean =>
  error instanceof HttpError && error.status > 0 && error.status < 500;

const sleep = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function isTokenPair(value: unknown): value is TokenPair {
  const pair = value as Partial<TokenPair> | null;
  return typeof pair?.access === 'string' && typeof pair.refresh === 'string';
}

/** The one HTTP client of the portal (spec section 7 "Base"), shared by both providers. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { tokens } = options;
  // An unbound window.fetch throws "Illegal invocation" in browsers.
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const resolveUrl = (url: string): string =>
    /^([a-z]+:)?\/\//i.test(url) || url.startsWith('/') ? url : `${options.apiRoot}${url}`;

  async function attempt(url: string, request: RequestOptions, access: string | null) {
    const headers = new Headers({
      Accept: request.accept ?? 'application/json',
      'Accept-Language': options.getLocale(),
    });
    if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
    }
    if (access) {
      headers.set('Authorization', `Bearer ${access}`);
    }
    if (request.idempotencyKey) {
      headers.set('Idempotency-Key', request.idempotencyKey);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? options.timeoutMs);
    const cancel = (): void => controller.abort();
    if (request.signal?.aborted) {
      cancel();
    }
    request.signal?.addEventListener('abort', cancel);
    try {
      const response = await doFetch(resolveUrl(url), {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      });
      const json =
        response.ok && request.accept ? await response.blob() : parseJson(await response.text());
      const outcome: Outcome = response.ok
        ? { ok: true, response: { status: response.status, headers: response.headers, json } }
        : { ok: false, error: errorFromEnvelope(response.status, json) };
      return outcome;
    } catch (error) {
      if (request.signal?.aborted) {
        throw error;
      }
      throw networkError();
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    }
  }

  // Concurrent 401s share one refresh: the server rotates refresh tokens and revokes the whole
  // family when one is reused, so two parallel refreshes would sign the user out.
  let refreshing: Promise<boolean> | null = null;

  function refreshTokens(): Promise<boolean> {
    refreshing ??= (async () => {
      const refresh = tokens.getRefresh();
      if (!refresh) {
        return false;
      }
      // A network failure throws here and keeps the tokens: being offline is not a rejection.
      const outcome = await attempt(REFRESH_PATH, { method: 'POST', body: { refresh } }, null);
      if (outcome.ok && isTokenPair(outcome.response.json)) {
        tokens.replace(outcome.response.json);
        return true;
      }
      tokens.clear();
      return false;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  // The key of each write whose outcome is not known yet (on its way, or failed with no answer:
  // offline, timed out, a server error), by what it sends: sending the same again is the same
  // user action retried, and the server does it once whatever the first attempt did.
  const unsettledKeys = new Map<string, string>();
  const inFlight = new Map<string, Promise<HttpResponse<unknown>>>();

  /**
   * Every signed-in write is a user action with an Idempotency-Key (the token calls store
   * nothing, see SECURITY.md). The same write sent again while it is on its way (a double click)
   * shares its answer; sent again after a failure with no answer, it reuses its key.
   */
  function send(url: string, given: RequestOptions): Promise<HttpResponse<unknown>> {
    if (given.auth === false || !WRITES.has(given.method ?? 'GET') || given.idempotencyKey) {
      return sendOnce(url, given);
    }
    const action = `${given.method} ${resolveUrl(url)} ${JSON.stringify(given.body ?? null)}`;
    const running = inFlight.get(action);
    if (running) {
      return running;
    }
    const idempotencyKey = unsettledKeys.get(action) ?? crypto.randomUUID();
    unsettledKeys.set(action, idempotencyKey);
    const sending = sendOnce(url, { ...given, idempotencyKey })
      .then(
        (response) => {
          unsettledKeys.delete(action);
          return response;
        },
        (error: unknown) => {
          if (answered(error)) {
            unsettledKeys.delete(action);
          }
          throw error;
        },
      )
      .finally(() => inFlight.delete(action));
    inFlight.set(action, sending);
    return sending;
  }

  /** One call, and its retry (with the same key) once a 401 has renewed the tokens. */
  async function sendOnce(url: string, request: RequestOptions): Promise<HttpResponse<unknown>> {
    const useAuth = request.auth !== false;
    const access = useAuth ? tokens.getAccess() : null;
    let outcome = await attempt(url, request, access);
    if (!outcome.ok && outcome.error.status === 401 && useAuth && tokens.getRefresh()) {
      const current = tokens.getAccess();
      // Another request may have rotated the pair since this one left: just use the new one.
      const renewed = (current !== null && current !== access) || (await refreshTokens());
      if (!renewed) {
        throw new HttpError(outcome.error.message, 401, outcome.error.body);
      }
      outcome = await attempt(url, request, tokens.getAccess());
    }
    if (!outcome.ok) {
      throw outcome.error;
    }
    return outcome.response;
  }

  return async <T>(url: string, request: RequestOptions = {}) => {
    const held = sleep(options.minRequestMs);
    try {
      // The caller states the response type; the server's schemas are the contract.
      const response = (await send(url, request)) as HttpResponse<T>;
      await held;
      return response;
    } catch (error) {
      // The minimum duration steadies a spinner over an answer; a server that cannot be reached
      // gave none, and its failure shows at once (a spinner never hides a known failure).
      if (!(error instanceof HttpError && error.status === 0)) {
        await held;
      }
      throw error;
    }
  };
}
