import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { charges } from '../../../resources/charges';
import { chargesVisibleTo } from '../../access/chargeAccess';
import { defineListSource, filterId, withPageTotal } from '../../lib/listQuery';
import { registerListRoute } from '../../lib/listRoute';
import { toCharge } from '../../presenters/charge';

const source = defineListSource({
  definition: charges,
  sort: {
    policy: sql.ref('c.policy'),
    sessions: sql.ref('c.sessions_count'),
    latestSession: sql.ref('c.latest_session'),
  },
  search: {
    fullName: sql<string>`concat_ws(' ', u.first_name, u.last_name)`,
    email: sql.ref('u.email'),
    policy: sql.ref('c.policy'),
  },
  filter: {
    course: (value) => sql`c.course_id = ${filterId('course', value)}`,
    latestSession: (value) => sql`c.latest_session >= ${value}`,
  },
  tieBreaker: sql.ref('c.id'),
});

export default function listChargesRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source,
    response: 'charge-list.json',
    summary: 'The charges the caller supports (all of them for administrators)',
    tags: ['charges'],
    // A case manager's charges (a few thousand at most) are sorted in memory and counted in the
    // same pass; an administrator's page through the sort indexes and the maintained total.
    rows: async (principal) => {
      const rows = await chargesVisibleTo(app.db, principal, { listing: true });
      return principal.isAdmin ? rows : withPageTotal(rows);
    },
    present: toCharge,
    total: (principal) => (principal.isAdmin ? 'charges' : null),
  });
}
