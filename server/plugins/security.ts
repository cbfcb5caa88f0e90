import fp from 'fastify-plugin';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

const API_PREFIX = '/api/v2/';

const headers = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      // The portal ships no web font (the system's fonts): helmet's default `https:` is too wide.
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // Behind TLS the proxy upgrades; on plain-HTTP installs it would break every asset.
      upgradeInsecureRequests: null,
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
} satisfies FastifyHelmetOptions;

/**
 * Security headers on every answer; API answers are never cached (health data). Styles need a
 * per-answer nonce (helmet adds one to style-src and one to script-src): the portal's style
 * engine stamps it on the style elements it writes, so no inline style is allowed otherwise. The
 * only inline script, the prerendered login page's (spa.ts), carries the script nonce.
 *
 * An API route's answer is JSON, where a nonce means nothing: it gets the same headers from one
 * helmet built at start, instead of two random nonces and a helmet built for every request
 * (@fastify/helmet's way: about 3 % of the API process's CPU under the bench's calls).
 */
async function securityPlugin(app: FastifyInstance): Promise<void> {
  const apiHeaders = helmet(headers);
  // Before @fastify/helmet's own hook, which reads `helmet: false` as "skip this route".
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_PREFIX)) {
      route.helmet = false;
    }
  });
  await app.register(fastifyHelmet, { enableCSPNonces: true, ...headers });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url?.startsWith(API_PREFIX)) {
      // Helmet calls back with an Error or nothing; its type says `unknown`.
      apiHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    } else {
      done();
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) {
      void reply.header('cache-control', 'no-store');
    }
  });
}

export default fp(securityPlugin, { name: 'security' });
