import type { FastifyInstance } from 'fastify';
import type { IssueCreate } from '../../../core/generated/issue-create';
import { principalOf } from '../../plugins/auth';
import { createIssue } from '../../services/issues';

export default function createIssueRoute(app: FastifyInstance): void {
  app.post<{ Body: IssueCreate }>(
    '/feedback/issues/create/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['feedback'],
        summary: 'Raise an issue (status EVC); answers it with its first timeline event',
        security: [{ bearer: [] }],
        body: { $ref: 'issue-create.json' },
        response: { 201: { $ref: 'issue-detail.json' } },
      },
    },
    async (request, reply) => {
      const issue = await createIssue(app.db, principalOf(request).user, request.body);
      return reply.code(201).send(issue);
    },
  );
}
