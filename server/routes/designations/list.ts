import type { FastifyInstance } from 'fastify';
import { listDesignations } from '../../repositories/designations';

export default function listDesignationsRoute(app: FastifyInstance): void {
  app.get(
    '/designations/',
    {
      // Every signed-in portal user picks designations (add supporter, new charge request).
      onRequest: app.authenticate,
      schema: {
        tags: ['designations'],
        summary: 'The stored designation list (a short list, answered whole)',
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'designation-list.json' } },
      },
    },
    async () => {
      const items = await listDesignations(app.db);
      return { items, count: items.length };
    },
  );
}
