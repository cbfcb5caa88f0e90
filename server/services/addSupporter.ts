import type { FastifyInstance } from 'fastify';
import type { SupporterAdd } from '../../core/generated/supporter-add';
import { fieldError } from '../lib/apiError';
import type { Principal } from '../plugins/auth';
import { appendAudit } from '../repositories/auditLog';
import { findCaseManagerByUserId } from '../repositories/caseManagers';
import { addChargeRequestCaseManager, lockChargeRequest } from '../repositories/chargeRequests';
import { rememberDesignation } from '../repositories/designations';
import { linkSupporter } from '../repositories/supporters';
import { findUserByEmail } from '../repositories/users';
import { inviteSupporter } from './invitations';
import { translate } from '../lib/translate';

export type SupporterTarget =
  { chargeId: number; subjectName: string } | { chargeRequestId: number; subjectName: string };

/**
 * Adds a supporter by e-mail (spec section 4): someone who already supports clients is attached
 * at once; anyone else is invited by mail and listed as invited. "Anyone else" includes the
 * addresses of clients and administrators: they are invited like an unknown address (their
 * account cannot accept it), so the answer never tells a case manager whose address it is.
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
  const existing = await findUserByEmail(app.db, input.email.trim());
  const existingCaseManager = existing
    ? await findCaseManagerByUserId(app.db, existing.id)
    : undefined;
  return app.db.transaction().execute(async (trx) => {
    if (!existingCaseManager) {
      // The invitation records its designation in the stored list itself.
      await inviteSupporter(trx, app.config, {
        email: input.email,
        designation,
        invitedBy: principal.user,
        subjectName: target.subjectName,
        target:
          'chargeRequestId' in target
            ? { chargeRequestId: target.chargeRequestId }
            : { chargeId: target.chargeId },
      });
      return { is_new_supporter: true };
    }
    let added = false;
    let chargeId = 'chargeRequestId' in target ? null : target.chargeId;
    if ('chargeRequestId' in target) {
      // Locked so a registration landing meanwhile cannot leave the new supporter off the charge.
      const request = await lockChargeRequest(trx, target.chargeRequestId);
      if (!request) {
        throw new Error(`Charge request ${target.chargeRequestId} vanished while adding to it.`);
      }
      chargeId = request.charge_id;
      added = await addChargeRequestCaseManager(trx, {
        chargeRequestId: target.chargeRequestId,
        caseManagerId: existingCaseManager.id,
        designation,
      });
    }
    if (chargeId !== null) {
      const link = { chargeId, caseManagerId: existingCaseManager.id, designation };
      added = (await linkSupporter(trx, link)) || added;
    }
    if (!added) {
      throw fieldError('email', translate('portal.api.supporters.already_attached'));
    }
    await rememberDesignation(trx, designation);
    await appendAudit(trx, {
      actorUserId: principal.user.id,
      action: 'supporter.add',
      targetType: 'chargeRequestId' in target ? 'charge_request' : 'charge',
      targetId: String('chargeRequestId' in target ? target.chargeRequestId : target.chargeId),
      ...(chargeId !== null ? { chargeId } : {}),
      details: { email: existing?.email },
    });
    return { is_new_supporter: false };
  });
}
