import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { issueAssignees } from '../../../resources/issues';
import { defineListSource } from '../../lib/listQuery';
import { registerListRoute } from '../../lib/listRoute';
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
  registerListRoute(app, {
    source,
    response: 'assignable-user-list.json',
    summary: 'The administrators an issue can be assigned to (staff only)',
    tags: ['feedback'],
    rows: () => assignableUserRows(app.db),
    present: toAssignableUser,
  });
}
