import type { FastifyInstance } from 'fastify';
import type { InviteAcceptRequest } from '../../core/generated/invite-accept-request';
import { ApiError } from '../lib/apiError';
import { translate } from '../lib/translate';
import type { Principal } from '../plugins/auth';
import { appendAudit } from '../repositories/auditLog';
import { lockInvitation, setInvitationStatus } from '../repositories/invitations';
import { attachInvitee } from './invitationAttach';
import { checkInvitationCode } from './invitationCode';

/**
 * Accepts an invitation as the signed-in case manager whose address it was sent to. Sign-up
 * refuses a taken address, and `add-supporter` invites every address the caller cannot already
 * see (so that its answer never tells whether an account exists): this is how an existing
 * account takes such an invitation. It needs the one-time code like sign-up does (wrong tries
 * are counted and committed).
 */
export async function acceptInvitation(
  app: FastifyInstance,
  principal: Principal,
  input: InviteAcceptRequest,
): Promise<void> {
  const kind = input.is_client ? 'charge' : 'case_manager';
  const problem = await app.db.transaction().execute(async (trx): Promise<ApiError | null> => {
    const invitation = await lockInvitation(trx, input.invite_uuid, kind);
    if (!invitation) {
      return ApiError.notFound(translate('portal.api.invitations.not_found'));
    }
    // Before the code: someone else's account must not use up the invitee's tries.
    if (invitation.email.toLowerCase() !== principal.user.email.trim().toLowerCase()) {
      return ApiError.forbidden(translate('portal.api.invitations.other_account'));
    }
    if (principal.caseManagerId === null) {
      return ApiError.forbidden(translate('portal.api.invitations.case_managers_only'));
    }
    const wrong = await checkInvitationCode(
      trx,
      app.config.digestKey,
      invitation,
      input.invite_code,
    );
    if (wrong) {
      return wrong;
    }
    await attachInvitee(trx, invitation, principal.caseManagerId);
    await setInvitationStatus(trx, invitation.id, 'AC');
    await appendAudit(trx, {
      actorUserId: principal.user.id,
      action: 'invitation.accept',
      targetType: 'invitation',
      targetId: invitation.uuid,
      ...(invitation.charge_id !== null ? { chargeId: invitation.charge_id } : {}),
    });
    return null;
  });
  if (problem) {
    throw problem;
  }
}
