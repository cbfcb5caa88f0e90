import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { accessCodes } from '../../../../resources/accessCodes';
import {
  defineListSource,
  parseListQuery,
  runListQuery,
  type RawListQuery,
} from '../../../lib/listQuery';
import { toAccessCode } from '../../../presenters/accessCode';
import { accessCodeRows } from '../../../repositories/accessCodes';

const source = defineListSource({
  definition: accessCodes,
  sort: {
    code: sql.ref('ac.code'),
    createdAt: sql.ref('ac.created_at'),
    assignedAt: sql.ref('ac.assigned_at'),
    usedAt: sql.ref('ac.used_at'),
  },
  search: {
    code: sql.ref('ac.code'),
    createdFor: sql.ref('carer.email'),
    usedBy: sql<string>`concat_ws(' ', client.first_name, client.last_name)`,
  },
  filter: {
    assignedAt: (value) => sql`ac.assigned_at >= ${value}`,
    createdAt: (value) => sql`ac.created_at >= ${value}`,
    usedAt: (value) => sql`ac.used_at >= ${value}`,
  },
  tieBreaker: sql.ref('ac.id'),
});

export default function listAccessCodesRoute(app: FastifyInstance): void {
  app.get<{ Querystring: RawListQuery }>(
    '/admin/access-codes/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['access-codes'],
        summary: 'Every access code (administrators only)',
        security: [{ bearer: [] }],
        querystring: { $ref: 'list-query.json' },
        response: { 200: { $ref: 'access-code-list.json' } },
      },
    },
    async (request) => {
      const query = parseListQuery(source, request.query);
      const page = await runListQuery(source, query, accessCodeRows(app.db));
      return { count: page.count, items: page.items.map(toAccessCode) };
    },
  );
}
