import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/apiError';

/** Serves the built portal; any other GET outside `/api` answers index.html for client routes. */
async function spaPlugin(app: FastifyInstance, options: { root: string }): Promise<void> {
  await app.register(fastifyStatic, { root: options.root, wildcard: false });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api')) {
      throw ApiError.notFound(`No route GET ${request.url.split('?')[0]}.`);
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(spaPlugin, { name: 'spa' });
