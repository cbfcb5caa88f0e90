import { HttpError } from 'ra-core';

/**
 * Spec section 8 as i18n keys: the HttpError message is a key so react-admin's notifications
 * and our banners translate it; a server's own message passes through translate() unchanged.
 */
export const ERROR_KEYS = {
  network: 'portal.errors.network',
  default: 'portal.errors.default',
} as const;

/** Network failure or timeout: there is no HTTP status, so 0. */
export function networkError(): HttpError {
  return new HttpError(ERROR_KEYS.network, 0, null);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The error envelope `{message, data}` becomes an HttpError: the server's message when it gave
 * one, else the default text; `data` (field errors) is kept on `body` for forms to place.
 */
export function errorFromEnvelope(status: number, envelope: unknown): HttpError {
  const message =
    isRecord(envelope) && typeof envelope.message === 'string' && envelope.message.trim() !== ''
      ? envelope.message
      : ERROR_KEYS.default;
  const data = isRecord(envelope) && typeof envelope.data === 'object' ? envelope.data : null;
  return new HttpError(message, status, data);
}

/**
 * The record's address names nothing: no such record (404), or an id the API cannot read (400:
 * `/users/not-a-uuid`, `/emails/create`). Spec section 2's Not Found, not an error to retry.
 */
export function isUnknownAddress(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 400);
}
