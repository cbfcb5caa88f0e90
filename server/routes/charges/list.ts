import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../access/viewerOf';
import { registerListRoute } from '../../lib/listRoute';
import { listTotal } from '../../lib/listTotals';
import { toCharge } from '../../presenters/charge';
import { caseloadTotal } from '../../repositories/caseManagerRows';
import { chargeListRows, chargeListSource, chargeListSourceFor } from '../../repositories/charges';

export default function listChargesRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source: chargeListSource,
    response: 'charge-list.json',
    summary: 'The charges the caller supports (all of them for administrators)',
    tags: ['charges'],
    rows: (principal) => chargeListRows(app.db, viewerOf(principal)),
    sourceFor: chargeListSourceFor,
    present: toCharge,
    total: (principal) => {
      const viewer = viewerOf(principal);
      return viewer.isAdmin ? listTotal('charges') : caseloadTotal(viewer.caseManagerId);
    },
  });
}
