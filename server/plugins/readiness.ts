import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/apiError';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process should be sent traffic (`GET /api/health/ready`). */
    readiness: Readiness;
  }
}

export interface Readiness {
  /** Listening, but the start-up migrations (and demo seed) have not finished. */
  starting: boolean;
  /** `app.close()` has begun: the requests in flight finish, new ones go elsewhere. */
  closing: boolean;
}

/** The health answers, which every state must reach (an orchestrator asks them at any time). */
export const isHealthPath = (url: string): boolean =>
  url === '/api/health' || url.startsWith('/api/health/') || url.startsWith('/api/health?');

/**
 * A process listens before it migrates, so that an orchestrator sees it alive but not ready;
 * until `readiness.starting` is cleared (server.ts, once migrated) every other request is
 * answered 503 with Retry-After, never run against a database whose tables are not there yet.
 */
function readinessPlugin(app: FastifyInstance, options: { starting: boolean }): void {
  const readiness: Readiness = { starting: options.starting, closing: false };
  app.decorate('readiness', readiness);
  app.addHook('preClose', (done) => {
    readiness.closing = true;
    done();
  });
  app.addHook('onRequest', (request, _reply, done) => {
    done(readiness.starting && !isHealthPath(request.url) ? ApiError.unavailable() : undefined);
  });
}

export default fp(readinessPlugin, { name: 'readiness' });
