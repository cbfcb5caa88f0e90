import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BODY_TOO_DEEP } from '../lib/jsonDepth';
import { inLanguage, languageOf, translate } from '../lib/translate';

/** Fastify's own error codes for a body it cannot read, and the message each answers with. */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'portal.api.request.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'portal.api.request.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'portal.api.request.invalid_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'portal.api.request.invalid_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'portal.api.request.invalid_body',
  [BODY_TOO_DEEP]: 'portal.api.request.too_deep',
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

/** What Node's HTTP parser refuses before Fastify sees a request: status and message key. */
function clientErrorOf(code: string | undefined): { status: number; key: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, key: 'portal.api.request.timeout' };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, key: 'portal.api.request.headers_too_large' };
  }
  return { status: 400, key: 'portal.api.request.malformed' };
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (headers too large, a timeout,
 * bad bytes) is answered in the error envelope like every other 4xx, in the language its raw
 * headers ask for when they can still be read.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  const { status, key } = clientErrorOf(error.code);
  // A Buffer at run time, whatever Fastify's type says.
  const packet: unknown = error.rawPacket;
  const raw = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
  const asked = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw)?.[1];
  const body = JSON.stringify({
    message: inLanguage(languageOf(asked), () => translate(key)),
    data: {},
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
