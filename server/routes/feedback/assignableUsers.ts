import type { FastifyInstance } from 'fastify';
import { registerListRoute } from '../../lib/listRoute';
import { toAssignableUser } from '../../presenters/issue';
import { assignableUserListSource, assignableUserRows } from '../../repositories/issues';

export default function assignableUsersRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source: assignableUserListSource,
    response: 'assignable-user-list.json',
    summary: 'The administrators an issue can be assigned to (staff only)',
    tags: ['feedback'],
    rows: () => assignableUserRows(app.db),
    present: toAssignableUser,
  });
}
