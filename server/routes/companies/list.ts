import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { companies } from '../../../resources/companies';
import { defineListSource } from '../../lib/listQuery';
import { registerListRoute } from '../../lib/listRoute';

const source = defineListSource({
  definition: companies,
  sort: { name: sql.ref('name') },
  search: { name: sql.ref('name') },
  filter: {},
  tieBreaker: sql.ref('id'),
});

export default function listCompaniesRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source,
    response: 'company-list.json',
    summary: 'Companies (the portal asks for up to 100)',
    tags: ['companies'],
    // Every signed-in user: case managers pick a company for a new charge request too.
    rows: () => app.db.selectFrom('companies').select(['id', 'name']),
    present: (row) => row,
  });
}
