import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { issues } from '../../../resources/issues';
import {
  defineListSource,
  parseListQuery,
  runListQuery,
  type RawListQuery,
} from '../../lib/listQuery';
import { principalOf } from '../../plugins/auth';
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
  app.get<{ Querystring: RawListQuery }>(
    '/feedback/issues/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['feedback'],
        summary: 'The issues the caller raised (every issue for administrators)',
        security: [{ bearer: [] }],
        querystring: { $ref: 'list-query.json' },
        response: { 200: { $ref: 'issue-list.json' } },
      },
    },
    async (request) => {
      const query = parseListQuery(source, request.query);
      const base = issuesVisibleTo(app.db, principalOf(request).user);
      const page = await runListQuery(source, query, base);
      return { count: page.count, items: page.items.map(toIssue) };
    },
  );
}
