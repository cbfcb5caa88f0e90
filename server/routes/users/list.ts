import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../resources/users';
import { defineListSource } from '../../lib/listQuery';
import { registerListRoute } from '../../lib/listRoute';
import type { User } from '../../../src/types/generated/user';

const isAdmin = sql<boolean>`(is_superuser OR is_staff OR coalesce(role, '') = 'AD')`;

const source = defineListSource({
  definition: users,
  sort: { dateJoined: sql.ref('date_joined') },
  search: { username: sql.ref('username'), email: sql.ref('email') },
  filter: { isAdmin: (value) => (value ? isAdmin : sql`NOT ${isAdmin}`) },
  tieBreaker: sql.ref('id'),
});

export default function listUsersRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source,
    response: 'user-list.json',
    summary: 'Every user (administrators only)',
    tags: ['users'],
    rows: () =>
      app.db
        .selectFrom('users')
        .select([
          'id',
          'uuid',
          'username',
          'email',
          'first_name',
          'last_name',
          'date_joined',
          isAdmin.as('is_admin'),
        ]),
    total: () => 'users',
    present: (row): User => ({
      id: row.id,
      uuid: row.uuid,
      username: row.username,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      dateJoined: row.date_joined.toISOString(),
      isAdmin: row.is_admin,
    }),
  });
}
