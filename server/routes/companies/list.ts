import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { companies } from '../../../resources/companies';
import {
  defineListSource,
  parseListQuery,
  runListQuery,
  type RawListQuery,
} from '../../lib/listQuery';

const source = defineListSource({
  definition: companies,
  sort: { name: sql.ref('name') },
  search: { name: sql.ref('name') },
  filter: {},
  tieBreaker: sql.ref('id'),
});

export default function listCompaniesRoute(app: FastifyInstance): void {
  app.get<{ Querystring: RawListQuery }>(
    '/companies/',
    {
      // Every signed-in user: case managers pick a company for a new charge request too.
      onRequest: app.authenticate,
      schema: {
        tags: ['companies'],
        summary: 'Companies (the portal asks for up to 100)',
        security: [{ bearer: [] }],
        querystring: { $ref: 'list-query.json' },
        response: { 200: { $ref: 'company-list.json' } },
      },
    },
    async (request) => {
      const query = parseListQuery(source, request.query);
      const base = app.db.selectFrom('companies').select(['id', 'name']);
      return runListQuery(source, query, base);
    },
  );
}
