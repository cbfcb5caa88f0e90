import type { FastifyInstance } from 'fastify';
import { registerListRoute } from '../../lib/listRoute';
import { toIssue } from '../../presenters/issue';
import { issueListSource } from '../../repositories/issues';
import { issuesVisibleTo } from '../../services/issues';

export default function listIssuesRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source: issueListSource,
    response: 'issue-list.json',
    summary: 'The issues the caller raised (every issue for administrators)',
    tags: ['feedback'],
    rows: (principal) => issuesVisibleTo(app.db, principal.user),
    present: toIssue,
  });
}
