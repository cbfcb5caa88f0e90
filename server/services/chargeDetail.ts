import type { ChargeDetail } from '../../core/generated/charge-detail';
import { findVisibleCharge } from '../access/chargeAccess';
import type { Executor } from '../db/executor';
import type { Principal } from '../plugins/auth';
import { toCharge } from '../presenters/charge';
import { toInvitedSupporter, toOtherSupporter } from '../presenters/supporters';
import {
  accessCodesUsedBy,
  invitedSupportersOf,
  otherSupportersOf,
} from '../repositories/supporters';
import { latestEpisodeOf } from './episodes';

/** One charge with its supporters as `principal` reads it; 404 unless they may see it. */
export async function chargeDetail(
  db: Executor,
  principal: Principal,
  uuid: string,
): Promise<ChargeDetail> {
  const charge = await findVisibleCharge(db, principal, uuid);
  const me = principal.caseManagerId ?? 0;
  const [others, invited, codes, episode] = await Promise.all([
    otherSupportersOf(db, charge.id, me),
    invitedSupportersOf(db, charge.id),
    accessCodesUsedBy(db, charge.id),
    latestEpisodeOf(db, charge.id),
  ]);
  return {
    ...toCharge(charge),
    accessCodes: codes.map((c) => c.code),
    companyId: charge.company_id,
    gender: charge.gender,
    isEmployed: charge.is_employed,
    createdOn: charge.created_on.toISOString(),
    updatedOn: charge.updated_on.toISOString(),
    otherSupporters: others.map(toOtherSupporter),
    invitedSupporters: invited.map(toInvitedSupporter),
    canSupporterInviteOthers: charge.can_invite_others ?? false,
    latestEpisode: episode
      ? {
          id: Number(episode.id),
          openedOn: episode.opened_on,
          closedOn: episode.closed_on,
          dischargeReason: episode.discharge_reason,
          dischargeNote: episode.discharge_note,
        }
      : null,
  };
}
