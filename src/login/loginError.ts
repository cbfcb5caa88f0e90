import { HttpError } from 'react-admin';

import { ERROR_KEYS } from '../http/httpErrors';

/** Field errors as react-hook-form takes them: the first message of each field. */
export type FieldErrorMap = Record<string, string>;

/** The banner text of a failed login: the HttpError's message (a server text or an i18n key). */
export function loginErrorMessage(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : ERROR_KEYS.default;
}

/** Server field errors (`{field: [messages]}` on HttpError.body) for the form to show. */
export function loginFieldErrors(error: unknown): FieldErrorMap | undefined {
  if (!(error instanceof HttpError) || typeof error.body !== 'object' || error.body === null) {
    return undefined;
  }
  const entries = Object.entries(error.body as Record<string, unknown>).flatMap(
    ([field, value]): [string, string][] =>
      Array.isArray(value) && typeof value[0] === 'string' ? [[field, value[0]]] : [],
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
