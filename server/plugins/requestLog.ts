import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * The request id (`request.id`, see lib/requestId.ts) goes back in the answer's `X-Request-Id`,
 * set first so that every answer carries it, refusals included; a user who quotes it lets an
 * operator find the request's log lines. Once a caller is authenticated, their uuid joins every
 * further line of the request (`user`), the "request completed" line included.
 */
function requestLogPlugin(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('preHandler', (request, reply, done) => {
    const uuid = request.principal?.user.uuid ?? request.appClient?.user.uuid;
    if (uuid) {
      const log = request.log.child({ user: uuid });
      request.log = log;
      reply.log = log;
    }
    done();
  });
}

export default fp(requestLogPlugin, { name: 'request-log' });
