import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { chargeRequests } from '../../../resources/chargeRequests';
import { chargeRequestsVisibleTo } from '../../access/chargeRequestAccess';
import { defineListSource } from '../../lib/listQuery';
import { registerListRoute } from '../../lib/listRoute';
import { toChargeRequest } from '../../presenters/chargeRequest';

const source = defineListSource({
  definition: chargeRequests,
  sort: { createdAt: sql.ref('cr.created_at') },
  search: {
    firstName: sql.ref('cr.first_name'),
    lastName: sql.ref('cr.last_name'),
    email: sql.ref('cr.email'),
  },
  filter: {},
  tieBreaker: sql.ref('cr.id'),
});

export default function listChargeRequestsRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source,
    response: 'charge-request-list.json',
    summary: 'The charge requests the caller created or is attached to',
    tags: ['charge requests'],
    rows: (principal) => chargeRequestsVisibleTo(app.db, principal),
    present: toChargeRequest,
  });
}
