import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { caseManagers } from '../../../resources/caseManagers';
import {
  defineListSource,
  parseListQuery,
  runListQuery,
  type RawListQuery,
} from '../../lib/listQuery';
import { toCaseManager } from '../../presenters/caseManager';
import { caseManagerRows } from '../../repositories/caseManagerRows';

const source = defineListSource({
  definition: caseManagers,
  sort: { email: sql.ref('u.email'), lastLogin: sql.ref('u.last_login') },
  search: {
    name: sql<string>`concat_ws(' ', u.first_name, u.last_name)`,
    email: sql.ref('u.email'),
  },
  filter: {
    company: (value) =>
      sql`EXISTS (SELECT 1 FROM case_manager_companies cc
        WHERE cc.case_manager_id = cm.id AND cc.company_id::text = ${String(value)})`,
    lastLogin: (value) => sql`u.last_login >= ${value}`,
  },
  tieBreaker: sql.ref('cm.id'),
});

export default function listCaseManagersRoute(app: FastifyInstance): void {
  app.get<{ Querystring: RawListQuery }>(
    '/case-managers/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['case-managers'],
        summary: 'Every case manager (administrators only)',
        security: [{ bearer: [] }],
        querystring: { $ref: 'list-query.json' },
        response: { 200: { $ref: 'case-manager-list.json' } },
      },
    },
    async (request) => {
      const query = parseListQuery(source, request.query);
      const page = await runListQuery(source, query, caseManagerRows(app.db));
      return { count: page.count, items: page.items.map(toCaseManager) };
    },
  );
}
