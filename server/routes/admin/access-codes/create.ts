import type { FastifyInstance } from 'fastify';
import type { AccessCodeCreate } from '../../../../src/types/generated/access-code-create';
import { ApiError } from '../../../lib/apiError';
import { principalOf } from '../../../plugins/auth';
import { toAccessCode } from '../../../presenters/accessCode';
import { accessCodeRows } from '../../../repositories/accessCodes';
import { accessCodeErrors, CODE_TAKEN, createAccessCode } from '../../../services/accessCodeWrites';

export default function createAccessCodeRoute(app: FastifyInstance): void {
  app.post<{ Body: AccessCodeCreate }>(
    '/admin/access-codes/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['access-codes'],
        summary: 'Add one access code (administrators only); field errors in data',
        security: [{ bearer: [] }],
        body: { $ref: 'access-code-create.json' },
        response: { 201: { $ref: 'access-code.json' } },
      },
    },
    async (request, reply) => {
      const errors = await accessCodeErrors(app.db, request.body);
      const first = Object.values(errors)[0]?.[0];
      if (first !== undefined) {
        throw ApiError.badRequest(first, errors);
      }
      const id = await createAccessCode(app.db, principalOf(request).user.id, request.body);
      if (id === null) {
        throw ApiError.badRequest(CODE_TAKEN, { code: [CODE_TAKEN] });
      }
      const row = await accessCodeRows(app.db).where('ac.id', '=', id).executeTakeFirstOrThrow();
      return reply.code(201).send(toAccessCode(row));
    },
  );
}
