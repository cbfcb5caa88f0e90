import type { FastifyInstance } from 'fastify';
import { moduleCatalogue } from '../../services/app/modules';

export default function appModulesRoute(app: FastifyInstance): void {
  app.get(
    '/app/modules/',
    {
      onRequest: app.authenticateClient,
      schema: {
        tags: ['app'],
        summary: 'The module catalogue in reading order',
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'app-module-list.json' } },
      },
    },
    () => moduleCatalogue(app.db),
  );
}
