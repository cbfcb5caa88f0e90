import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Executor } from '../db/executor';
import type { User } from '../db/database';
import type { ChargeRequestCreate } from '../../src/types/generated/charge-request-create';
import type { ChargeRequestCreated } from '../../src/types/generated/charge-request-created';
import { ApiError, type FieldErrors } from '../lib/apiError';
import type { Principal } from '../plugins/auth';
import { chargeRequestRows, toChargeRequest } from '../presenters/chargeRequest';
import { appendAudit } from '../repositories/auditLog';
import { findCaseManagerByUserId, findCaseManagersByUuid } from '../repositories/caseManagers';
import { rememberDesignation } from '../repositories/designations';
import { createGeneratedAccessCode } from './accessCodes';
import { inTransaction } from './app/transaction';
import { inviteSupporter } from './invitations';
import { translate } from '../lib/translate';

/** Spec section 5: company and policy are trimmed to null when empty. */
function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * A charge request: the access code for the new client, the other case managers attached
 * directly and the supporters invited by mail, all or nothing. Takes a database rather than the
 * app so the demo seed, which runs before the app exists, creates its requests the same way;
 * inside a transaction it joins it.
 */
export async function insertChargeRequest(
  db: Executor,
  config: Pick<Config, 'publicUrl' | 'mailSender'>,
  user: User,
  input: ChargeRequestCreate,
): Promise<{ code: string; id: number }> {
  const creator = await findCaseManagerByUserId(db, user.id);
  if (!creator) {
    throw ApiError.forbidden(translate('portal.api.charge_requests.case_managers_only'));
  }
  const errors: FieldErrors = {};
  if (!input.first_name.trim()) {
    errors.first_name = [translate('portal.validation.required')];
  }
  if (!input.last_name.trim()) {
    errors.last_name = [translate('portal.validation.required')];
  }
  // The schema bounds each designation's length; blank ones are refused like the names.
  const designations: [string, string][] = [
    ['designation', input.designation],
    ...(input.other_case_managers ?? []).map((o, i): [string, string] => [
      `other_case_managers.${i}.designation`,
      o.designation,
    ]),
    ...(input.invited_supporters ?? []).map((o, i): [string, string] => [
      `invited_supporters.${i}.designation`,
      o.designation,
    ]),
  ];
  for (const [field, designation] of designations) {
    if (!designation.trim()) {
      errors[field] = [translate('portal.validation.required')];
    }
  }
  if (input.company !== null && input.company !== undefined) {
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', input.company)
      .executeTakeFirst();
    if (!company) {
      errors.company = [translate('portal.api.charge_requests.no_such_company')];
    }
  }
  const others = input.other_case_managers ?? [];
  const found = await findCaseManagersByUuid(
    db,
    others.map((o) => o.uuid),
  );
  if (found.length !== new Set(others.map((o) => o.uuid)).size) {
    errors.other_case_managers = [translate('portal.api.charge_requests.no_such_case_manager')];
  } else if (found.some((cm) => cm.id === creator.id)) {
    errors.other_case_managers = [translate('portal.api.charge_requests.already_attached')];
  }
  if (Object.keys(errors).length) {
    throw ApiError.badRequest(translate('portal.api.request.invalid_data'), errors);
  }

  return inTransaction(db, async (trx) => {
    const accessCode = await createGeneratedAccessCode(trx, creator.id);
    const request = await trx
      .insertInto('charge_requests')
      .values({
        first_name: input.first_name.trim(),
        last_name: input.last_name.trim(),
        email: trimmedOrNull(input.email),
        company_id: input.company ?? null,
        policy_number: trimmedOrNull(input.policy_number),
        designation: input.designation.trim(),
        should_request_consent: input.should_request_consent ?? true,
        access_code_id: accessCode.id,
        created_by: creator.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await rememberDesignation(trx, input.designation);
    for (const other of others) {
      const caseManager = found.find((cm) => cm.uuid === other.uuid);
      if (caseManager) {
        await trx
          .insertInto('charge_request_case_managers')
          .values({
            charge_request_id: request.id,
            case_manager_id: caseManager.id,
            designation: other.designation.trim(),
          })
          .execute();
        await rememberDesignation(trx, other.designation);
      }
    }
    const subjectName = `${input.first_name.trim()} ${input.last_name.trim()}`;
    for (const supporter of input.invited_supporters ?? []) {
      await inviteSupporter(trx, config, {
        email: supporter.email,
        designation: supporter.designation,
        invitedBy: user,
        subjectName,
        target: { chargeRequestId: request.id },
      });
    }
    await appendAudit(trx, {
      actorUserId: user.id,
      action: 'charge_request.create',
      targetType: 'charge_request',
      targetId: String(request.id),
    });
    return { code: accessCode.code, id: request.id };
  });
}

/** `POST case-managers/charge-requests/`: the request as the signed-in case manager, presented. */
export async function createChargeRequest(
  app: FastifyInstance,
  principal: Principal,
  input: ChargeRequestCreate,
): Promise<ChargeRequestCreated> {
  const { code, id } = await insertChargeRequest(app.db, app.config, principal.user, input);
  const row = await chargeRequestRows(app.db).where('cr.id', '=', id).executeTakeFirstOrThrow();
  return { code, charge_request: toChargeRequest(row) };
}
