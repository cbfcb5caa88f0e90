import type { FastifyInstance } from 'fastify';
import type { IssueCommentCreate } from '../../../core/generated/issue-comment-create';
import { principalOf } from '../../plugins/auth';
import { addIssueComment } from '../../services/issueComments';

export default function issueCommentRoute(app: FastifyInstance): void {
  app.post<{ Params: { uuid: string }; Body: IssueCommentCreate }>(
    '/feedback/issues/:uuid/comments/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['feedback'],
        summary:
          'Comment on an issue: its creator and staff; 404 for anyone else, like the issue. ' +
          'Answers the issue with its comments, 201',
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        body: { $ref: 'issue-comment-create.json' },
        response: { 201: { $ref: 'issue-detail.json' } },
      },
    },
    async (request, reply) => {
      const user = principalOf(request).user;
      const issue = await addIssueComment(app.db, user, request.params.uuid, request.body);
      return reply.code(201).send(issue);
    },
  );
}
