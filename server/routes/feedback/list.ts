import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { issues } from '../../../resources/issues';
import { defineListSource } from '../../lib/listQuery';
import { registerListRoute } from '../../lib/listRoute';
import { toIssue } from '../../presenters/issue';
import { issuesVisibleTo } from '../../services/issues';

const source = defineListSource({
  definition: issues,
  sort: { createdAt: sql.ref('i.created_at') },
  search: { createdBy: sql.ref('creator.email'), assignedTo: sql.ref('assignee.email') },
  filter: {
    // The tabs of spec section 4: resolved is EVR, unresolved every other status.
    status: (value) => (value === 'resolved' ? sql`i.status = 'EVR'` : sql`i.status <> 'EVR'`),
  },
  tieBreaker: sql.ref('i.id'),
});

export default function listIssuesRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source,
    response: 'issue-list.json',
    summary: 'The issues the caller raised (every issue for administrators)',
    tags: ['feedback'],
    rows: (principal) => issuesVisibleTo(app.db, principal.user),
    present: toIssue,
  });
}
