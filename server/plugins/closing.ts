import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/apiError';
import { isHealthPath } from './readiness';

/**
 * Shutting down (SIGTERM, `app.close()`): the requests in flight finish and are answered; a new
 * request on a kept-alive connection gets a 503 in the API's envelope and the reader's language,
 * with Retry-After, instead of Fastify's own English body (`return503OnClosing`, off in app.ts).
 * Every answer from then on ends its connection: keep-alive sockets would otherwise hold the
 * server open until their idle timeout (72 s). The health answers are the exception: readiness
 * says "not ready" in its own shape, and liveness stays true until the process exits.
 */
function closingPlugin(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, _reply, done) => {
    done(closing && !isHealthPath(request.url) ? ApiError.unavailable() : undefined);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) {
      void reply.header('connection', 'close');
    }
  });
}

export default fp(closingPlugin, { name: 'closing' });
