import type { ChargeRequestDetail } from '../../core/generated/charge-request-detail';
import { findVisibleChargeRequest } from '../access/chargeRequestAccess';
import type { Executor } from '../db/executor';
import type { Principal } from '../plugins/auth';
import { toChargeRequest } from '../presenters/chargeRequest';
import { toInvitedSupporter } from '../presenters/supporters';
import { chargeRequestCaseManagers } from '../repositories/chargeRequests';
import { invitedSupportersOfRequest } from '../repositories/supporters';

/** One charge request with its case managers and invited supporters; 404 unless visible. */
export async function chargeRequestDetail(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<ChargeRequestDetail> {
  const row = await findVisibleChargeRequest(db, principal, id);
  const [direct, invited] = await Promise.all([
    chargeRequestCaseManagers(db, row.id),
    invitedSupportersOfRequest(db, row.id),
  ]);
  return {
    ...toChargeRequest(row),
    companyId: row.company_id,
    designation: row.designation,
    used: row.used,
    otChargeRequests: direct.map((d) => ({
      email: d.email,
      designation: d.designation,
      createdAt: d.created_at.toISOString(),
    })),
    invitedSupporters: invited.map(toInvitedSupporter),
  };
}
