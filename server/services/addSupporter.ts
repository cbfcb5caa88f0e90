import type { FastifyInstance } from 'fastify';
import type { SupporterAdd } from '../../src/types/generated/supporter-add';
import type { Executor } from '../db/executor';
import { fieldError } from '../lib/apiError';
import type { Principal } from '../plugins/auth';
import { appendAudit } from '../repositories/auditLog';
import { findCaseManagerByUserId } from '../repositories/caseManagers';
import { rememberDesignation } from '../repositories/designations';
import { findUserByEmail } from '../repositories/users';
import { inviteSupporter } from './invitations';
import { translate } from '../lib/translate';

export type SupporterTarget =
  { chargeId: number; subjectName: string } | { chargeRequestId: number; subjectName: string };

async function linkToCharge(
  db: Executor,
  chargeId: number,
  caseManagerId: number,
  designation: string,
) {
  const inserted = await db
    .insertInto('charge_supporters')
    .values({ charge_id: chargeId, case_manager_id: caseManagerId, designation })
    .onConflict((oc) => oc.columns(['charge_id', 'case_manager_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Adds a supporter by e-mail (spec section 4): someone who already supports clients is attached
 * at once; anyone else is invited by mail and listed as invited.
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
  if (existing && !existingCaseManager) {
    throw fieldError('email', translate('portal.api.supporters.cannot_support'));
  }
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
      const request = await trx
        .selectFrom('charge_requests')
        .select('charge_id')
        .where('id', '=', target.chargeRequestId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      chargeId = request.charge_id;
      const row = await trx
        .insertInto('charge_request_case_managers')
        .values({
          charge_request_id: target.chargeRequestId,
          case_manager_id: existingCaseManager.id,
          designation,
        })
        .onConflict((oc) => oc.columns(['charge_request_id', 'case_manager_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      added = row !== undefined;
    }
    if (chargeId !== null) {
      added = (await linkToCharge(trx, chargeId, existingCaseManager.id, designation)) || added;
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
