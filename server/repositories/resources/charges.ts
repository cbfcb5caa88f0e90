import { defineResourceWrites } from '../../lib/resourceMapping';
import { chargeListSource } from '../charges';
import { chargeDetail } from '../../services/chargeDetail';
import { correctCharge } from '../../services/chargeCorrection';

/**
 * A charge's profile corrected (`PATCH charges/{uuid}/`). Its list (a caseload's list keys) and
 * its detail are routes of their own (`server/routes/charges/`).
 */
export default defineResourceWrites({
  source: chargeListSource,
  findBy: 'uuid',
  find: (db, uuid, principal) => chargeDetail(db, principal, String(uuid)),
  update: (db, principal, uuid, body) => correctCharge(db, principal, String(uuid), body),
});
