import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { compressBody } from '../lib/compressBody';
import { chooseEncoding } from '../lib/contentEncoding';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Compress this route's JSON answer when the caller accepts brotli or gzip. Only routes
     * whose answers are large and echo nothing of the request opt in (SECURITY.md).
     */
    compress?: boolean;
  }
}

/**
 * Routes with `config.compress` (the journey, whose answer is large) answer brotli or gzip as
 * the request's Accept-Encoding allows, with `Vary: Accept-Encoding`. An answer its route already encoded
 * (one with a Content-Encoding: the journey kept compressed) is sent as it is. Registered after
 * every other plugin, so their onSend hooks see the plain answer.
 */
function compressionPlugin(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.compress !== true) {
      return payload;
    }
    const vary = reply.getHeader('vary');
    void reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (reply.hasHeader('content-encoding')) {
      return payload;
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const body =
      typeof payload === 'string'
        ? Buffer.from(payload)
        : Buffer.isBuffer(payload)
          ? payload
          : null;
    const compressed = body === null ? undefined : await compressBody(body, encoding);
    if (compressed === undefined || encoding === undefined) {
      return payload;
    }
    void reply.header('content-encoding', encoding);
    void reply.removeHeader('content-length');
    return compressed;
  });
}

export default fp(compressionPlugin, { name: 'compression' });
