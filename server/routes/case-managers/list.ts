import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { caseManagers } from '../../../resources/caseManagers';
import { defineListSource, filterId } from '../../lib/listQuery';
import { registerListRoute } from '../../lib/listRoute';
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
        WHERE cc.case_manager_id = cm.id AND cc.company_id = ${filterId('company', value)})`,
    lastLogin: (value) => sql`u.last_login >= ${value}`,
  },
  tieBreaker: sql.ref('cm.id'),
});

export default function listCaseManagersRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source,
    response: 'case-manager-list.json',
    summary: 'Every case manager (administrators only)',
    tags: ['case-managers'],
    rows: () => caseManagerRows(app.db),
    present: toCaseManager,
    total: () => 'case_managers',
  });
}
