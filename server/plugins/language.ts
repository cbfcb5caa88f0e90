import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { enterLanguage, inLanguage, languageOf, type Language } from '../lib/translate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader's language, from `Accept-Language` (English by default). */
    language: Language;
  }
}

/**
 * Every message the API sends is in the reader's language: the request's `Accept-Language`
 * becomes the language of translate() for everything the request runs (hooks, validation,
 * handlers, the services they await, the error handler). Registered before the rate limiter so
 * its answers are translated too.
 */
function languagePlugin(app: FastifyInstance): void {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', (request, reply, done) => {
    request.language = languageOf(request.headers['accept-language']);
    void reply.header('content-language', request.language);
    inLanguage(request.language, () => done());
  });
  // The body is read from socket events, outside the flow above: enter it again once parsed.
  app.addHook('preValidation', (request, _reply, done) => {
    enterLanguage(request.language);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    const vary = reply.getHeader('vary');
    if (typeof vary !== 'string' || !/accept-language/i.test(vary)) {
      void reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    }
  });
}

export default fp(languagePlugin, { name: 'language' });
