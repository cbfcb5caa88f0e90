import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

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
        await sql`SELECT 1`.execute(app.db);
        return { status: 'ok' };
      } catch {
        return reply.code(503).header('retry-after', '5').send({ status: 'unavailable' });
      }
    },
  );
}
