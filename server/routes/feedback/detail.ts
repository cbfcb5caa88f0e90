import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../plugins/auth';
import { findVisibleIssue, issueDetail } from '../../services/issues';

export default function issueDetailRoute(app: FastifyInstance): void {
  // Spec section 7 writes the path without the trailing slash the data provider adds; the
  // router ignores trailing slashes (server/app.ts), so this one route answers both.
  app.get<{ Params: { uuid: string } }>(
    '/feedback/issues/:uuid/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['feedback'],
        summary: 'One issue with its timeline; 404 unless the caller raised it or is an admin',
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        response: { 200: { $ref: 'issue-detail.json' } },
      },
    },
    async (request) => {
      const user = principalOf(request).user;
      return issueDetail(app.db, await findVisibleIssue(app.db, user, request.params.uuid));
    },
  );
}
