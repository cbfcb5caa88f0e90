import fp from 'fastify-plugin';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

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
 * The headers helmet sets with the options above, read once from a stand-in response: its
 * middlewares write fixed values (no nonce here) and take nothing from the request.
 */
function helmetHeaders(): Record<string, string> {
  const set: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      set[name.toLowerCase()] = value;
    },
    // X-Powered-By, which Fastify never sends.
    removeHeader: () => undefined,
  };
  let failed: unknown;
  // Helmet's middleware types want Node's request and response; it only calls these two.
  helmet(headers)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failed = error;
  });
  if (failed !== undefined) {
    throw new Error('helmet refused the security headers', { cause: failed });
  }
  return set;
}

/**
 * Security headers on every answer; API answers are never cached (health data). Styles need a
 * per-answer nonce (helmet adds one to style-src and one to script-src): the portal's style
 * engine stamps it on the style elements it writes, so no inline style is allowed otherwise. The
 * only inline script, the prerendered login page's (spa.ts), carries the script nonce.
 *
 * An API route's answer is JSON, where a nonce means nothing: it gets the same headers, taken once
 * at start from helmet, instead of two random nonces and a helmet built for every request
 * (@fastify/helmet's way: about 3 % of the API process's CPU under the bench's calls) or even
 * helmet's dozen middlewares run for every request (another 4 %).
 */
async function securityPlugin(app: FastifyInstance): Promise<void> {
  const apiHeaders = helmetHeaders();
  // Before @fastify/helmet's own hook, which reads `helmet: false` as "skip this route".
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_PREFIX)) {
      route.helmet = false;
    }
  });
  await app.register(fastifyHelmet, { enableCSPNonces: true, ...headers });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url?.startsWith(API_PREFIX)) {
      void reply.headers(apiHeaders);
    }
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) {
      void reply.header('cache-control', 'no-store');
    }
  });
}

export default fp(securityPlugin, { name: 'security' });
