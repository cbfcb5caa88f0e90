import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { inLanguage, languageOf, translate } from '../lib/translate';

/** Fastify's own error codes for a body it cannot read, and the message each answers with. */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'portal.api.request.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'portal.api.request.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'portal.api.request.invalid_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'portal.api.request.invalid_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'portal.api.request.invalid_body',
};

/** Other 4xx statuses a plugin or Fastify raises, each with the portal's one message for it. */
const STATUS_ERRORS: Record<number, string> = {
  401: 'portal.api.request.unauthenticated',
  403: 'portal.api.request.forbidden',
  404: 'portal.api.request.not_found',
  413: 'portal.api.request.body_too_large',
  415: 'portal.api.request.unsupported_media_type',
  429: 'portal.api.request.too_many',
};

/**
 * The message key of a 4xx that is not the API's own (ApiError, validation): Fastify's and its
 * plugins' messages are English, so they are never sent as they are.
 */
export function frameworkMessageKey(error: FastifyError, status: number): string {
  if (error.code && BODY_ERRORS[error.code]) {
    return BODY_ERRORS[error.code] ?? '';
  }
  if (error instanceof SyntaxError) {
    return 'portal.api.request.invalid_body';
  }
  return STATUS_ERRORS[status] ?? 'portal.api.request.refused';
}

/**
 * Errors the router raises before any route or hook runs (a malformed or over-long path), in the
 * error envelope of every other 4xx and without echoing the path back.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message = inLanguage(languageOf(request.headers['accept-language']), () =>
    translate('portal.api.request.invalid_address'),
  );
  void reply.code(error.statusCode ?? 400).send({ message, data: {} });
}
