import type { FastifyInstance } from 'fastify';
import type { CaseManagerCreate } from '../../../src/types/generated/case-manager-create';
import { principalOf } from '../../plugins/auth';
import { toCaseManager } from '../../presenters/caseManager';
import { caseManagerRows } from '../../repositories/caseManagerRows';
import { addCaseManager } from '../../services/caseManagerCreate';

export default function createCaseManagerRoute(app: FastifyInstance): void {
  app.post<{ Body: CaseManagerCreate }>(
    '/case-managers/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['case-managers'],
        summary: 'Add a case manager (administrators only); field errors name user.<field>',
        security: [{ bearer: [] }],
        body: { $ref: 'case-manager-create.json' },
        response: { 201: { $ref: 'case-manager.json' } },
      },
    },
    async (request, reply) => {
      const userId = await addCaseManager(app.db, principalOf(request).user.id, request.body);
      const row = await caseManagerRows(app.db)
        .where('u.id', '=', userId)
        .executeTakeFirstOrThrow();
      return reply.code(201).send(toCaseManager(row));
    },
  );
}
