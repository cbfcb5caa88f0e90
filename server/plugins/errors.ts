import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { fieldErrorsFromAjv } from '../../core/fieldErrors';
import { ApiError, type FieldErrors } from '../lib/apiError';
import { inLanguage, languageOf, translate } from '../lib/translate';
import { frameworkMessageKey } from './frameworkErrors';

/** Connection failures from either driver: the database is down or unreachable. */
function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof message === 'string' &&
    // The last one: a pooled connection that died mid-request (kept alive by the pool's listener).
    /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable/.test(
      message,
    )
  ) {
    return true;
  }
  return (
    typeof code === 'string' &&
    ([
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      '57P01',
      '57P03',
      '08006',
      '08001',
      '53300',
    ].includes(code) ||
      code.startsWith('08'))
  );
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods a known path answers: a call with another one is a 405, not a 404. */
function methodsOf(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}

/** An answer the client is meant to see, made with translate() when it was thrown. */
function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .headers(error.headers ?? {})
    .code(error.statusCode)
    .send({ message: error.message, data: error.data ?? {} });
}

/**
 * The error envelope of design.md: `{message, data}`; 5xx never show their cause, validation
 * failures name each field with the spec's wording.
 */
function errorsPlugin(app: FastifyInstance): void {
  // Run in the reader's language whatever flow the error came from (a hook, the router).
  app.setErrorHandler((error: FastifyError, request, reply) =>
    inLanguage(languageOf(request.headers['accept-language']), () => {
      if (error instanceof ApiError) {
        return sendApiError(reply, error);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        app.metrics.databaseRefused.inc();
        return sendApiError(reply, ApiError.unavailable());
      }
      if (error.validation) {
        const data: FieldErrors = {};
        for (const [field, message] of Object.entries(fieldErrorsFromAjv(error.validation))) {
          data[field] = [translate(message.key, message.values)];
        }
        const message = translate(
          error.validationContext === 'body'
            ? 'portal.api.request.invalid_data'
            : 'portal.api.request.invalid_query',
        );
        return reply.code(400).send({ message, data });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'unhandled error');
        return reply.code(500).send({ message: translate('portal.errors.default'), data: {} });
      }
      const message = translate(frameworkMessageKey(error, status));
      return reply.code(status).send({ message, data: {} });
    }),
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = path.startsWith('/api/') ? methodsOf(app, path) : [];
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          message: inLanguage(languageOf(request.headers['accept-language']), () =>
            translate('portal.api.request.method_not_allowed', { method: request.method }),
          ),
          data: {},
        });
    }
    return reply.code(404).send({
      message: inLanguage(languageOf(request.headers['accept-language']), () =>
        translate('portal.api.request.no_route', {
          method: request.method,
          path,
        }),
      ),
      data: {},
    });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
