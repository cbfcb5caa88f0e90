import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../lib/translate';

/**
 * Errors the router raises before any route or hook runs (a malformed or over-long path), in the
 * error envelope of every other 4xx and without echoing the path back.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply
    .code(error.statusCode ?? 400)
    .send({ message: translate('portal.api.request.invalid_address'), data: {} });
}
