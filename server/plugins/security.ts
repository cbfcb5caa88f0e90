import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer; API answers are never cached (health data). Styles need a
 * per-answer nonce (helmet adds one to style-src and one to script-src): the portal's style
 * engine stamps it on the style elements it writes, so no inline style is allowed otherwise. The
 * only inline script, the prerendered login page's (spa.ts), carries the script nonce.
 */
async function securityPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    enableCSPNonces: true,
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
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/v2/')) {
      void reply.header('cache-control', 'no-store');
    }
  });
}

export default fp(securityPlugin, { name: 'security' });
