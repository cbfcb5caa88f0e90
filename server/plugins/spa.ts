import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/apiError';
import { portalPage } from '../lib/portalPage';
import { translate } from '../lib/translate';

/** Fastify's default `maxParamLength` (the app sets none of its own). */
const DEFAULT_MAX_PARAM_LENGTH = 100;

/**
 * Whether an API path failed to match only because a segment is longer than the router reads as
 * a path parameter: the router would answer 414, but the catch-all below takes the path first.
 * Shortened, the path must match an API route, not this catch-all again.
 */
function overlongParameter(app: FastifyInstance, path: string): boolean {
  const limit = app.initialConfig.maxParamLength ?? DEFAULT_MAX_PARAM_LENGTH;
  const segments = path.split('/');
  if (!segments.some((segment) => segment.length > limit)) {
    return false;
  }
  const shortened = segments.map((segment) => (segment.length > limit ? 'x' : segment)).join('/');
  const route = app.findRoute({ method: 'GET', url: shortened });
  // The catch-all's match carries its wildcard parameter `*`.
  return route !== null && !('*' in (route.params as object));
}

/**
 * Serves the built portal; any other GET outside `/api` answers index.html for client routes,
 * carrying this answer's nonces for the style engine and the page's inline script (see
 * security.ts) and the parts built for that path only (the prerendered login page), so
 * index.html is never served as a plain file.
 */
async function spaPlugin(app: FastifyInstance, options: { root: string }): Promise<void> {
  const indexHtml = await readFile(join(options.root, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    allowedPath: (path) => path !== '/index.html',
    // The build writes `.br` and `.gz` beside each asset (scripts/precompress.ts).
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Built assets carry a content hash in their name: a new build means a new name.
      if (path.includes(`${sep}assets${sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.url.startsWith('/api') && overlongParameter(app, path)) {
      throw new ApiError(414, translate('portal.api.request.invalid_address'));
    }
    if (request.url.startsWith('/api')) {
      throw ApiError.notFound(translate('portal.api.request.no_route', { method: 'GET', path }));
    }
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(portalPage(indexHtml, path, reply.cspNonce));
  });
}

export default fp(spaPlugin, { name: 'spa' });
