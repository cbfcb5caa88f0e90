import { sql } from 'kysely';
import { chargeRequestCorrectionRefusal } from '../../core/chargeRequestCorrection';
import type { ChargeRequestUpdate } from '../../core/generated/charge-request-update';
import type { Executor } from '../db/executor';
import { ApiError, fieldError } from '../lib/apiError';
import { correctedText } from '../lib/correctedText';
import { translate } from '../lib/translate';
import type { Principal } from '../plugins/auth';
import { deleteUnusedAccessCode } from '../repositories/accessCodes';
import { appendAudit } from '../repositories/auditLog';
import { lockChargeRequestOf } from '../repositories/chargeRequests';
import { isOwnCompany } from '../repositories/companies';
import { rememberDesignation } from '../repositories/designations';
import { inTransaction } from './app/transaction';

/** The fields of `charge-request-update.json`, by column. */
const COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  companyId: 'company_id',
  policyNumber: 'policy_number',
  designation: 'designation',
} as const;

/** Administrators change any request; a case manager only those they created (or none). */
const changerOf = (principal: Principal): number | 'all' =>
  principal.isAdmin ? 'all' : (principal.caseManagerId ?? 0);

/**
 * A request its caller may change, locked, or undefined (answered 404: the case managers
 * attached to it read it but may not change it); a used one is a 409 that changes nothing.
 */
async function changeableRequest(trx: Executor, principal: Principal, id: number) {
  const request = await lockChargeRequestOf(trx, changerOf(principal), id);
  const refusal = request && chargeRequestCorrectionRefusal(request);
  if (refusal) {
    throw ApiError.conflict(translate(refusal));
  }
  return request;
}

/**
 * Amends a charge request's names, company, policy number or the creator's designation, by its
 * creator or an administrator, while its access code is unused; audited with the fields sent.
 * The company must be one of the creator's, as when the request was made.
 */
export async function amendChargeRequest(
  db: Executor,
  principal: Principal,
  id: number,
  input: ChargeRequestUpdate,
): Promise<boolean> {
  const body = correctedText(input, ['firstName', 'lastName', 'designation'], ['policyNumber']);
  return inTransaction(db, async (trx) => {
    const request = await changeableRequest(trx, principal, id);
    if (!request) {
      return false;
    }
    const { companyId, designation } = body;
    if (companyId !== undefined && companyId !== null) {
      if (!(await isOwnCompany(trx, request.created_by, companyId))) {
        throw fieldError('companyId', translate('portal.api.charge_requests.no_such_company'));
      }
    }
    const changes = Object.fromEntries(
      Object.entries(COLUMNS)
        .filter(([field]) => field in body)
        .map(([field, column]) => [column, body[field as keyof ChargeRequestUpdate]]),
    );
    await trx
      .updateTable('charge_requests')
      .set({ ...changes, updated_at: sql`now()` })
      .where('id', '=', request.id)
      .execute();
    if (designation !== undefined) {
      await rememberDesignation(trx, designation);
    }
    await appendAudit(trx, {
      actorUserId: principal.user.id,
      action: 'charge_request.update',
      targetType: 'charge_request',
      targetId: String(request.id),
      details: { fields: Object.keys(body) },
    });
    return true;
  });
}

/**
 * Withdraws a charge request, by its creator or an administrator, while its access code is
 * unused: the request goes (its attached case managers and invitations with it) and its code is
 * revoked in the same transaction, so a client registering with it from then on is refused.
 */
export async function withdrawChargeRequest(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const request = await changeableRequest(trx, principal, id);
    if (!request) {
      return false;
    }
    await trx.deleteFrom('charge_requests').where('id', '=', request.id).execute();
    // Locked unused above and no longer held by a request: the code goes with it.
    await deleteUnusedAccessCode(trx, request.access_code_id);
    await appendAudit(trx, {
      actorUserId: principal.user.id,
      action: 'charge_request.withdraw',
      targetType: 'charge_request',
      targetId: String(request.id),
      details: { accessCodeId: request.access_code_id },
    });
    return true;
  });
}
