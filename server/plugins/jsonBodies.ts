import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { BODY_TOO_DEEP, MAX_JSON_DEPTH, nestsDeeperThan } from '../lib/jsonDepth';

/**
 * Reads every JSON body as Fastify does (size limit, prototype poisoning refused), after refusing
 * one nested deeper than MAX_JSON_DEPTH with 400: before any hook or route walks it.
 */
function jsonBodiesPlugin(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        Object.assign(new Error('JSON body nested too deep'), {
          code: BODY_TOO_DEEP,
          statusCode: 400,
        }),
        undefined,
      );
      return;
    }
    // Fastify's own parser, which answers through `done`.
    void parse(request, text, done);
  });
}

export default fp(jsonBodiesPlugin, { name: 'json-bodies' });
