import { sql } from 'kysely';
import {
  accountActions,
  accountUpdate,
  caseManagerAccountTarget,
} from '../../services/accountAdmin';
import { caseManagers } from '../../../resources/caseManagers';
import type { CaseManagerCreate } from '../../../core/generated/case-manager-create';
import { defineListSource, filterId, flagFilter } from '../../lib/listQuery';
import { defineResourceMapping } from '../../lib/resourceMapping';
import { toCaseManager, toCaseManagerDetail } from '../../presenters/caseManager';
import { addCaseManager } from '../../services/caseManagerCreate';
import {
  caseManagerIdOfUser,
  caseManagerRows,
  findCaseManagerRow,
  journeyViewsOf,
} from '../caseManagerRows';

/** Case managers, for administrators: the Case Managers tab, the details page, the add dialog. */
export default defineResourceMapping({
  source: defineListSource({
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
      isActive: flagFilter(sql.ref('u.is_active')),
    },
    tieBreaker: sql.ref('cm.id'),
  }),
  rows: (db) => caseManagerRows(db),
  present: toCaseManager,
  total: 'case_managers',
  findBy: 'uuid',
  find: async (db, uuid) => {
    const row = await findCaseManagerRow(db, String(uuid));
    return row && toCaseManagerDetail(row, await journeyViewsOf(db, row.id));
  },
  update: accountUpdate(caseManagerAccountTarget),
  actions: accountActions(caseManagerAccountTarget),
  create: async (db, { user }, body: CaseManagerCreate) =>
    caseManagerIdOfUser(db, await addCaseManager(db, user.id, body)),
});
