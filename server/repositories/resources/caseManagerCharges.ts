import { defineResourceWrites } from '../../lib/resourceMapping';
import { caseManagerChargeListSource, findCaseManagerCharge } from '../caseManagerCharges';
import { removeSupporter } from '../../services/removeSupporter';

const caseManagerOf = (params: Record<string, string | number>) => String(params.uuid);

/**
 * A charge taken off a case manager's caseload (`DELETE case-managers/{uuid}/charges/{chargeUuid}/`).
 * Its list is a route of its own (`server/routes/case-managers/charges.ts`).
 */
export default defineResourceWrites({
  source: caseManagerChargeListSource,
  findBy: 'uuid',
  keyParam: 'chargeUuid',
  find: (db, uuid, _principal, params) =>
    findCaseManagerCharge(db, caseManagerOf(params), String(uuid)),
  remove: (db, principal, uuid, { params }) =>
    removeSupporter(db, principal, caseManagerOf(params), String(uuid)),
});
