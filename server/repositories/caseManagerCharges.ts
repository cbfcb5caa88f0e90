import { sql } from 'kysely';
import { caseManagerCharges } from '../../resources/caseManagerCharges';
import { defineListSource } from '../lib/listQuery';

/**
 * The managed users tab's declared fields as SQL (resources/caseManagerCharges.ts), over
 * `chargesOfCaseManager` (caseManagerRows.ts).
 */
export const caseManagerChargeListSource = defineListSource({
  definition: caseManagerCharges,
  sort: { firstName: sql.ref('u.first_name'), lastName: sql.ref('u.last_name') },
  search: {
    name: sql<string>`concat_ws(' ', u.first_name, u.last_name)`,
    email: sql.ref('u.email'),
  },
  filter: {},
  tieBreaker: sql.ref('c.id'),
});
