import type { FastifyInstance } from 'fastify';
import type { IssueStatusUpdate } from '../../../core/generated/issue-status-update';
import { principalOf } from '../../plugins/auth';
import { changeIssueStatus } from '../../services/issuesStatusUpdate';

export default function issueStatusUpdateRoute(app: FastifyInstance): void {
  app.post<{ Params: { uuid: string }; Body: IssueStatusUpdate }>(
    '/feedback/issues/:uuid/status-update/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['feedback'],
        summary:
          'Assign (EVA, user_id), reassign (EVN, user_id) or resolve (EVR): 403 for non-staff, ' +
          '400 on user_id when it is missing or not an administrator, 409 for a refused change',
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        body: { $ref: 'issue-status-update.json' },
        response: { 200: { $ref: 'issue-detail.json' } },
      },
    },
    (request) =>
      changeIssueStatus(app.db, principalOf(request).user, request.params.uuid, request.body),
  );
}
