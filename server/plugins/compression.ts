import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding, type Encoding } from '../lib/contentEncoding';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Compress this route's JSON answer when the caller accepts brotli or gzip. Only routes
     * whose answers are large and echo nothing of the request opt in (SECURITY.md).
     */
    compress?: boolean;
  }
}

/** Below this, an answer fits in a packet or two and compressing costs more than it saves. */
const MIN_BYTES = 1024;

const compressors: Record<Encoding, (input: Buffer) => Promise<Buffer>> = {
  // Quality 4: about gzip's speed with a smaller answer (11, the default, is for static files).
  br: (input) =>
    promisify(brotliCompress)(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
      },
    }),
  gzip: (input) => promisify(gzip)(input),
};

/**
 * Issue 17, a lean journey: routes with `config.compress` answer brotli or gzip as the request's
 * Accept-Encoding allows (Node's zlib, off the event loop), with `Vary: Accept-Encoding`.
 * Registered after every other plugin, so their onSend hooks see the plain answer.
 */
function compressionPlugin(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.compress !== true) {
      return payload;
    }
    const vary = reply.getHeader('vary');
    void reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const body =
      typeof payload === 'string'
        ? Buffer.from(payload)
        : Buffer.isBuffer(payload)
          ? payload
          : null;
    if (encoding === undefined || body === null || body.byteLength < MIN_BYTES) {
      return payload;
    }
    void reply.header('content-encoding', encoding);
    void reply.removeHeader('content-length');
    return compressors[encoding](body);
  });
}

export default fp(compressionPlugin, { name: 'compression' });
