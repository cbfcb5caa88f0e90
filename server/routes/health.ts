import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../repositories/health';

export default function healthRoute(app: FastifyInstance): void {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers 200 while the database answers, else 503',
        response: { 200: { $ref: 'health.json' }, 503: { $ref: 'health.json' } },
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
}
