import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../repositories/health';

/** A dependency that does not answer within this long counts as down. */
const PING_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const answers = { 200: { $ref: 'health.json' }, 503: { $ref: 'health.json' } };

/**
 * Three answers for orchestrators and load balancers: liveness (the process answers: restart it
 * if not), readiness (send it traffic: migrated, not shutting down, database and Redis reachable)
 * and the original database check.
 */
export default function healthRoute(app: FastifyInstance): void {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers 200 while the database answers, else 503',
        response: answers,
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' };
      } catch {
        return reply.code(503).header('retry-after', '5').send({ status: 'unavailable' });
      }
    },
  );
  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process answers, through start-up and shutdown',
        response: { 200: { $ref: 'health.json' } },
      },
    },
    () => ({ status: 'ok' }),
  );
  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 once migrated while the database (and Redis, when configured) answer; 503 while starting, shutting down or a dependency is down',
        response: answers,
      },
    },
    async (request, reply) => {
      if (!app.readiness.starting && !app.readiness.closing) {
        try {
          await within(Promise.all([pingDatabase(app.db), app.redis?.ping()]), PING_TIMEOUT_MS);
          return { status: 'ok' };
        } catch (error) {
          request.log.warn({ err: error }, 'not ready: a dependency does not answer');
        }
      }
      return reply.code(503).header('retry-after', '5').send({ status: 'unavailable' });
    },
  );
}
