import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { issueAssignees } from '../../../resources/issues';
import {
  defineListSource,
  parseListQuery,
  runListQuery,
  type RawListQuery,
} from '../../lib/listQuery';
import { toAssignableUser } from '../../presenters/issue';
import { assignableUserRows } from '../../repositories/issues';

const source = defineListSource({
  definition: issueAssignees,
  sort: { email: sql.ref('u.email') },
  search: {
    email: sql.ref('u.email'),
    name: sql<string>`concat_ws(' ', u.first_name, u.last_name)`,
  },
  filter: {},
  tieBreaker: sql.ref('u.id'),
});

export default function assignableUsersRoute(app: FastifyInstance): void {
  app.get<{ Querystring: RawListQuery }>(
    '/feedback/issues/assignable-users/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['feedback'],
        summary: 'The administrators an issue can be assigned to (staff only)',
        security: [{ bearer: [] }],
        querystring: { $ref: 'list-query.json' },
        response: { 200: { $ref: 'assignable-user-list.json' } },
      },
    },
    async (request) => {
      const query = parseListQuery(source, request.query);
      const page = await runListQuery(source, query, assignableUserRows(app.db));
      return { count: page.count, items: page.items.map(toAssignableUser) };
    },
  );
}
