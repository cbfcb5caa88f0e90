import type { FastifyInstance } from 'fastify';
import { chargeRequestsVisibleTo } from '../../access/chargeRequestAccess';
import { registerListRoute } from '../../lib/listRoute';
import { toChargeRequest } from '../../presenters/chargeRequest';
import { chargeRequestListSource } from '../../repositories/chargeRequests';

export default function listChargeRequestsRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source: chargeRequestListSource,
    response: 'charge-request-list.json',
    summary: 'The charge requests the caller created or is attached to',
    tags: ['charge requests'],
    rows: (principal) => chargeRequestsVisibleTo(app.db, principal),
    present: toChargeRequest,
  });
}
