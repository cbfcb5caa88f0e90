import type { FastifyInstance } from 'fastify';
import { registerListRoute } from '../../lib/listRoute';
import { listTotal } from '../../lib/listTotals';
import { toUser } from '../../presenters/user';
import { userListRows, userListSource } from '../../repositories/users';

export default function listUsersRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source: userListSource,
    response: 'user-list.json',
    summary: 'Every user (administrators only)',
    tags: ['users'],
    rows: () => userListRows(app.db),
    total: () => listTotal('users'),
    present: toUser,
  });
}
