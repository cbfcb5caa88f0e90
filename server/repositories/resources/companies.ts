import { sql } from 'kysely';
import { companies } from '../../../resources/companies';
import { defineListSource } from '../../lib/listQuery';
import { defineResourceMapping } from '../../lib/resourceMapping';

/** Companies, for every signed-in user: case managers pick one for a new charge request too. */
export default defineResourceMapping({
  source: defineListSource({
    definition: companies,
    sort: { name: sql.ref('name') },
    search: { name: sql.ref('name') },
    filter: {},
    tieBreaker: sql.ref('id'),
  }),
  rows: (db) => db.selectFrom('companies').select(['id', 'name']),
  present: (row) => row,
});
