import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { charges } from '../../../resources/charges';
import { chargesVisibleTo } from '../../access/chargeAccess';
import { defineListSource } from '../../lib/listQuery';
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
    course: (value) => sql`c.course_id::text = ${String(value)}`,
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
    rows: (principal) => chargesVisibleTo(app.db, principal),
    present: toCharge,
    total: (principal) => (principal.isAdmin ? 'charges' : null),
  });
}
