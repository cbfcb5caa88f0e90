import { HttpError } from 'ra-core';

import { CallError, type CallFailure } from '../../machines/callFailure';
import { ERROR_KEYS } from '../http/httpErrors';

/**
 * Spec section 8 for a failed call: the server's message when it gave one; without one, the
 * no-connection sentence for a network failure or timeout, else the default sentence. The
 * HTTP client already words its errors this way, so this reads its HttpError and guards the
 * rest. The result is a server text or an i18n key: show it with translate(text, {_: text}).
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.message.trim() !== '') {
      return error.message;
    }
    return error.status === 0 ? ERROR_KEYS.network : ERROR_KEYS.default;
  }
  return ERROR_KEYS.default;
}

/** Server field errors (`data: {field: [messages]}` on HttpError.body): the first of each. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || typeof error.body !== 'object' || error.body === null) {
    return {};
  }
  const entries = Object.entries(error.body as Record<string, unknown>).flatMap(
    ([field, value]): [string, string][] => {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      return typeof first === 'string' ? [[field, first]] : [];
    },
  );
  return Object.fromEntries(entries);
}

/** A failed call as the machines take it. */
export function toCallFailure(error: unknown): CallFailure {
  return {
    message: errorMessageOf(error),
    fieldErrors: fieldErrorsOf(error),
    // ra-core types HttpError.status loosely; the HTTP client always sets a number.
    status: error instanceof HttpError ? Number(error.status) : undefined,
  };
}

/** Runs a call for a machine's actor: a failure rejects as a CallError. */
export async function asMachineCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = toCallFailure(error);
    throw new CallError(failure.message, failure.fieldErrors, failure.status);
  }
}
