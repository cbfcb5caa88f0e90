import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../lib/apiError';
import { toAccessCodeDetail } from '../../../presenters/accessCode';
import { findAccessCodeDetail } from '../../../repositories/accessCodes';

export default function accessCodeDetailRoute(app: FastifyInstance): void {
  app.get<{ Params: { id: number } }>(
    '/admin/access-codes/:id/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['access-codes'],
        summary: 'One access code with its timeline and people (administrators only)',
        security: [{ bearer: [] }],
        params: { $ref: 'id-params.json' },
        response: { 200: { $ref: 'access-code-detail.json' } },
      },
    },
    async (request) => {
      const row = await findAccessCodeDetail(app.db, request.params.id);
      if (!row) {
        throw ApiError.notFound('No access code found.');
      }
      return toAccessCodeDetail(row);
    },
  );
}
