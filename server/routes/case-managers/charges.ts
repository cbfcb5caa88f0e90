import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/apiError';
import { registerListRoute } from '../../lib/listRoute';
import { translate } from '../../lib/translate';
import {
  caseManagerChargeListSource as source,
  presentCaseManagerCharge,
} from '../../repositories/caseManagerCharges';
import { caseloadTotalOf, chargesOfCaseManager } from '../../repositories/caseManagerRows';
import { findCaseManagerIdByUuid } from '../../repositories/caseManagers';

const uuidOf = (params: unknown) => (params as { uuid: string }).uuid;

/** A case manager's charges (the managed users), a list like any other: paged, sorted, CSV. */
export default function caseManagerChargesRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source,
    response: 'case-manager-charge-list.json',
    summary: "A case manager's charges: the managed users (administrators only)",
    tags: ['case-managers'],
    rows: async (_principal, request) => {
      const caseManagerId = await findCaseManagerIdByUuid(app.db, uuidOf(request.params));
      if (caseManagerId === undefined) {
        throw ApiError.notFound(translate('portal.api.case_managers.not_found'));
      }
      return chargesOfCaseManager(app.db, caseManagerId);
    },
    present: presentCaseManagerCharge,
    total: (_principal, request) => caseloadTotalOf(uuidOf(request.params)),
  });
}
