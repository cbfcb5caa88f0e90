import type { Selectable } from 'kysely';
import type { InvitationsTable } from '../db/database';
import type { Executor } from '../db/executor';
import { addChargeRequestCaseManager, lockChargeRequest } from '../repositories/chargeRequests';
import { linkSupporter } from '../repositories/supporters';
import { notifySupporterJoined } from './notificationEvents';

/**
 * Attaches an invitee where the invitation pointed: accepted supporters count as added. A new
 * account (signup) or an existing one (accepting signed in) alike; one already attached stays as
 * it is. A newly attached supporter of a charge is the inbox's invitation accepted.
 */
export async function attachInvitee(
  db: Executor,
  invitation: Selectable<InvitationsTable>,
  caseManagerId: number,
): Promise<void> {
  let chargeId = invitation.charge_id;
  let askConsent = false;
  if (invitation.charge_request_id !== null) {
    await addChargeRequestCaseManager(db, {
      chargeRequestId: invitation.charge_request_id,
      caseManagerId,
      designation: invitation.designation,
    });
    const request = await lockChargeRequest(db, invitation.charge_request_id);
    chargeId = request?.charge_id ?? null;
    // Like those linked at registration, a late joiner asks for consent if the request did.
    askConsent = request?.should_request_consent ?? false;
  }
  if (chargeId === null) {
    return;
  }
  const linked = await linkSupporter(db, {
    chargeId,
    caseManagerId,
    designation: invitation.designation,
    ...(askConsent ? { consent: { status: 'RQ', at: new Date() } } : {}),
  });
  if (linked) {
    await notifySupporterJoined(db, {
      kind: 'invitation_accepted',
      chargeId,
      joinedCaseManagerId: caseManagerId,
      inviterUserId: invitation.invited_by,
      record: invitation.uuid,
    });
  }
}
