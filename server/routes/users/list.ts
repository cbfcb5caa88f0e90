import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../resources/users';
import {
  defineListSource,
  parseListQuery,
  runListQuery,
  type RawListQuery,
} from '../../lib/listQuery';
import type { User } from '../../../src/types/generated/user';

const source = defineListSource({
  definition: users,
  sort: { dateJoined: sql.ref('date_joined') },
  search: { username: sql.ref('username'), email: sql.ref('email') },
  filter: {
    isAdmin: (value) =>
      value
        ? sql`(is_superuser OR is_staff OR role = 'AD')`
        : sql`NOT (is_superuser OR is_staff OR coalesce(role, '') = 'AD')`,
  },
  tieBreaker: sql.ref('id'),
});

export default function listUsersRoute(app: FastifyInstance): void {
  app.get<{ Querystring: RawListQuery }>(
    '/users/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Every user (administrators only)',
        security: [{ bearer: [] }],
        querystring: { $ref: 'list-query.json' },
        response: { 200: { $ref: 'user-list.json' } },
      },
    },
    async (request) => {
      const query = parseListQuery(source, request.query);
      const base = app.db
        .selectFrom('users')
        .select([
          'id',
          'uuid',
          'username',
          'email',
          'first_name',
          'last_name',
          'date_joined',
          sql<boolean>`(is_superuser OR is_staff OR coalesce(role, '') = 'AD')`.as('is_admin'),
        ]);
      const page = await runListQuery(source, query, base);
      return {
        count: page.count,
        items: page.items.map((row): User => ({
          id: row.id,
          uuid: row.uuid,
          username: row.username,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          dateJoined: row.date_joined.toISOString(),
          isAdmin: row.is_admin,
        })),
      };
    },
  );
}
