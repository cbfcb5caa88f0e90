import type { FastifyInstance } from 'fastify';
import type { SupporterAdd } from '../../core/generated/supporter-add';
import { fieldError } from '../lib/apiError';
import type { Principal } from '../plugins/auth';
import { appendAudit } from '../repositories/auditLog';
import { addChargeRequestCaseManager, lockChargeRequest } from '../repositories/chargeRequests';
import { findCompanyMateByEmail } from '../repositories/companyMates';
import { rememberDesignation } from '../repositories/designations';
import { isAttachedByEmail, linkSupporter } from '../repositories/supporters';
import { inviteSupporter } from './invitations';
import { notifySupporterJoined } from './notificationEvents';
import { translate } from '../lib/translate';

export type SupporterTarget =
  { chargeId: number; subjectName: string } | { chargeRequestId: number; subjectName: string };

/**
 * Adds a supporter by e-mail (spec section 4). Only a company mate, someone the caller can already
 * see in the company's case managers, is attached at once (`is_new_supporter: false`). Every other
 * address is invited by mail and listed as invited, whether or not it has an account, so the
 * answer never tells a case manager whose address it is; an existing account takes the invitation
 * by signing in (`auth/invite-accept/`). Someone the request or the charge already lists is
 * refused: the caller sees them there anyway.
 */
export async function addSupporter(
  app: FastifyInstance,
  principal: Principal,
  target: SupporterTarget,
  input: SupporterAdd,
): Promise<{ is_new_supporter: boolean }> {
  const designation = input.designation.trim();
  if (!designation) {
    throw fieldError('designation', translate('portal.validation.required'));
  }
  const email = input.email.trim();
  const isRequest = 'chargeRequestId' in target;
  if (email.toLowerCase() === principal.user.email.trim().toLowerCase()) {
    throw fieldError(
      'email',
      translate(
        isRequest
          ? 'portal.charges.new_request.own_email'
          : 'portal.api.supporters.already_attached',
      ),
    );
  }
  return app.db.transaction().execute(async (trx) => {
    let chargeId = isRequest ? null : target.chargeId;
    if (isRequest) {
      // Locked so a registration landing meanwhile cannot leave the new supporter off the charge.
      const request = await lockChargeRequest(trx, target.chargeRequestId);
      if (!request) {
        throw new Error(`Charge request ${target.chargeRequestId} vanished while adding to it.`);
      }
      chargeId = request.charge_id;
    }
    const attachedTo = { chargeId, chargeRequestId: isRequest ? target.chargeRequestId : null };
    if (await isAttachedByEmail(trx, attachedTo, email)) {
      throw fieldError('email', translate('portal.api.supporters.already_attached'));
    }
    const mate =
      principal.caseManagerId === null
        ? undefined
        : await findCompanyMateByEmail(trx, principal.caseManagerId, email);
    if (!mate) {
      // The invitation records its designation in the stored list itself.
      await inviteSupporter(trx, app.config, {
        email,
        designation,
        invitedBy: principal.user,
        subjectName: target.subjectName,
        target: isRequest
          ? { chargeRequestId: target.chargeRequestId }
          : { chargeId: target.chargeId },
      });
      return { is_new_supporter: true };
    }
    if (isRequest) {
      await addChargeRequestCaseManager(trx, {
        chargeRequestId: target.chargeRequestId,
        caseManagerId: mate.id,
        designation,
      });
    }
    if (chargeId !== null) {
      if (await linkSupporter(trx, { chargeId, caseManagerId: mate.id, designation })) {
        await notifySupporterJoined(trx, {
          kind: 'supporter_added',
          chargeId,
          joinedCaseManagerId: mate.id,
          actorUserId: principal.user.id,
          record: `${chargeId}:${mate.id}:${Date.now()}`,
        });
      }
    }
    await rememberDesignation(trx, designation);
    await appendAudit(trx, {
      actorUserId: principal.user.id,
      action: 'supporter.add',
      targetType: isRequest ? 'charge_request' : 'charge',
      targetId: String(isRequest ? target.chargeRequestId : target.chargeId),
      ...(chargeId !== null ? { chargeId } : {}),
      details: { email: mate.email },
    });
    return { is_new_supporter: false };
  });
}
