import { QueryClient } from '@tanstack/react-query';

/**
 * How long react-query waits before its one retry. Short: each attempt is already held for the
 * spec's minimum request duration (500 ms), so the two are about 600 ms apart, and the
 * no-connection sentence must show within 2 s of opening a page.
 */
export const RETRY_DELAY_MS = 100;

/** react-admin's identity query (useGetIdentity), which the auth provider fills with the shallow profile. */
export const IDENTITY_KEY = ['auth', 'getIdentity'];

/** The HTTP status of a failed call: an HttpError's (0 for a network failure or time-out). */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * react-query's `retry` for reads (`failureCount` is the number of failures so far, 0 at the
 * first): a 4xx is the server's answer and will not change, so it shows at once (a 401 has
 * already been through the HTTP client's token refresh); a network failure, a time-out (status
 * 0), a 5xx or anything else is retried once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    return false;
  }
  return failureCount < 1;
}

/**
 * The QueryClient react-admin's <Admin> uses. Queries retry by shouldRetry, quickly; mutations
 * never retry on their own (a user action is repeated by the user, with its Idempotency-Key).
 * Both run whatever the browser says of the network, so being offline shows the no-connection
 * sentence instead of a query paused behind a skeleton.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // The shallow profile's failure is final until the user retries: a page the guard lets through
  // on that failure reads the profile too, and a fetch on its mount would set the query pending
  // again, the guard would wait and unmount the page, and so on without end (the API unreachable).
  client.setQueryDefaults(IDENTITY_KEY, { retryOnMount: false });
  return client;
}
