/** A plain HTTP client for a real API process: every answer, never a throw for a status. */

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
  }
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the assertion message.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** How many times a keyed write is sent while it answers 503. */
const KEYED_TRIES = 4;

/**
 * A keyed write retried while it answers 503 (on a busy machine a full pool waits no longer than
 * its timeout), after the answer's Retry-After, as a client is told to. The same
 * Idempotency-Key goes with every try, so a retry cannot write twice.
 */
export async function keyedCall<T = unknown>(
  base: string,
  method: string,
  path: string,
  key: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const keyed = { ...options, headers: { ...options.headers, 'idempotency-key': key } };
  for (let tried = 1; ; tried += 1) {
    const answer = await call<T>(base, method, path, keyed);
    if (answer.status !== 503 || tried === KEYED_TRIES) {
      return answer;
    }
    await sleep(Number(answer.headers.get('retry-after') ?? 1) * 1_000);
  }
}

/** A failed connection (refused, reset) as an answer of status 0, so streams can count it. */
export async function attempt<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T | string>> {
  try {
    return await call<T>(base, method, path, options);
  } catch (error) {
    return { status: 0, body: String(error), headers: new Headers() };
  }
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await call<{ access: string }>(base, 'POST', '/api/v2/auth/token/', {
    body: { email, password, remember: false },
  });
  if (answer.status !== 200) {
    throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.access;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `ready` answers true, or fails after `timeoutMs`; an error from `ready` ends it. */
export async function waitFor(
  what: string,
  ready: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
  intervalMs = 100,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await ready()) {
      return Date.now() - started;
    }
    await sleep(intervalMs);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
}
