import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { companyMates } from '../../../resources/companyMates';
import { caseManagerIdOf } from '../../access/caseManagerOf';
import { defineListSource } from '../../lib/listQuery';
import { registerListRoute } from '../../lib/listRoute';

const fullName = sql<string>`concat_ws(' ', u.first_name, u.last_name)`;

const source = defineListSource({
  definition: companyMates,
  sort: { name: fullName },
  search: { email: sql.ref('u.email'), name: fullName },
  filter: {},
  tieBreaker: sql.ref('cm.id'),
});

export default function listCompanyMatesRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source,
    response: 'company-mate-list.json',
    summary: 'Case managers sharing a company with the caller',
    tags: ['case managers'],
    rows: async (principal) => {
      const me = (await caseManagerIdOf(app.db, principal)) ?? 0;
      return app.db
        .selectFrom('case_managers as cm')
        .innerJoin('users as u', 'u.id', 'cm.user_id')
        .select(['cm.uuid', fullName.as('name'), 'u.email', 'cm.designation'])
        .where('cm.id', '!=', me)
        .where('u.is_active', '=', true)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('case_manager_companies as mine')
              .innerJoin('case_manager_companies as theirs', 'theirs.company_id', 'mine.company_id')
              .select('mine.company_id')
              .where('mine.case_manager_id', '=', me)
              .whereRef('theirs.case_manager_id', '=', 'cm.id'),
          ),
        );
    },
    present: (row) => row,
  });
}
