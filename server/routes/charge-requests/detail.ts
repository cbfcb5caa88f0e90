import type { FastifyInstance } from 'fastify';
import { routeAlsoAtSpecPath } from '../../lib/specPath';
import { principalOf } from '../../plugins/auth';
import { chargeRequestDetail } from '../../services/chargeRequestDetail';

export default function chargeRequestDetailRoute(app: FastifyInstance): void {
  routeAlsoAtSpecPath<{ Params: { id: number } }>(app, '/case-managers/charge-requests/:id/', {
    method: 'GET',
    url: '/charge-requests/:id/',
    onRequest: app.authenticate,
    schema: {
      tags: ['charge requests'],
      summary: 'One charge request with its case managers and invited supporters',
      security: [{ bearer: [] }],
      params: { $ref: 'id-params.json' },
      response: { 200: { $ref: 'charge-request-detail.json' } },
    },
    handler: (request) => chargeRequestDetail(app.db, principalOf(request), request.params.id),
  });
}
