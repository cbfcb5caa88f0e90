import { defineResourceWrites } from '../../lib/resourceMapping';
import { chargeRequestListSource } from '../chargeRequests';
import { chargeRequestDetail } from '../../services/chargeRequestDetail';
import { amendChargeRequest, withdrawChargeRequest } from '../../services/chargeRequestCorrection';

/**
 * A charge request amended (`PATCH charge-requests/{id}/`) or withdrawn (`DELETE`,
 * its unused access code revoked). Its list and detail are routes of their own
 * (`server/routes/charge-requests/`).
 */
export default defineResourceWrites({
  source: chargeRequestListSource,
  find: (db, id, principal) => chargeRequestDetail(db, principal, Number(id)),
  update: (db, principal, id, body) => amendChargeRequest(db, principal, Number(id), body),
  remove: (db, principal, id) => withdrawChargeRequest(db, principal, Number(id)),
});
