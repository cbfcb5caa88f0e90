import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/apiError';
import { toCaseManagerDetail } from '../../presenters/caseManager';
import { findCaseManagerRow, journeyViewsOf } from '../../repositories/caseManagerRows';

export default function caseManagerDetailRoute(app: FastifyInstance): void {
  app.get<{ Params: { uuid: string } }>(
    '/case-managers/:uuid/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['case-managers'],
        summary: 'One case manager with the journeys they viewed (administrators only)',
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        response: { 200: { $ref: 'case-manager-detail.json' } },
      },
    },
    async (request) => {
      const row = await findCaseManagerRow(app.db, request.params.uuid);
      if (!row) {
        throw ApiError.notFound('No case manager found.');
      }
      return toCaseManagerDetail(row, await journeyViewsOf(app.db, row.id));
    },
  );
}
