import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../plugins/auth';
import { chargeDetail } from '../../services/chargeDetail';

export default function chargeDetailRoute(app: FastifyInstance): void {
  app.get<{ Params: { uuid: string } }>(
    '/charges/:uuid/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charges'],
        summary: 'One charge with its supporters (404 unless the caller may see it)',
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        response: { 200: { $ref: 'charge-detail.json' } },
      },
    },
    (request) => chargeDetail(app.db, principalOf(request), request.params.uuid),
  );
}
