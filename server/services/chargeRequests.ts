import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Executor } from '../db/executor';
import type { CallerUser } from '../repositories/users';
import type { ChargeRequestCreate } from '../../core/generated/charge-request-create';
import type { ChargeRequestCreated } from '../../core/generated/charge-request-created';
import { ApiError, type FieldErrors } from '../lib/apiError';
import type { Principal } from '../plugins/auth';
import { toChargeRequest } from '../presenters/chargeRequest';
import { appendAudit } from '../repositories/auditLog';
import { findCaseManagerByUserId, findCaseManagersByUuid } from '../repositories/caseManagers';
import {
  findChargeRequestRow,
  insertChargeRequestCaseManager,
  insertChargeRequestRow,
} from '../repositories/chargeRequests';
import { isOwnCompany } from '../repositories/companies';
import { companyMateUuids } from '../repositories/companyMates';
import { rememberDesignation } from '../repositories/designations';
import { createGeneratedAccessCode } from './accessCodes';
import { inTransaction } from './app/transaction';
import { inviteSupporter } from './invitations';
import { translate } from '../lib/translate';
import { hiddenCharacterErrors } from '../lib/visibleText';

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
  config: Pick<Config, 'publicUrl' | 'mailSender' | 'jwtSecret' | 'digestKey' | 'mailQuota'>,
  user: CallerUser,
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
  Object.assign(
    errors,
    hiddenCharacterErrors({ first_name: input.first_name, last_name: input.last_name }),
  );
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
  const { invitationsPerRequest } = config.mailQuota;
  if ((input.invited_supporters ?? []).length > invitationsPerRequest) {
    errors.invited_supporters = [
      translate('portal.api.quota.invitations_per_request', {
        limit: String(invitationsPerRequest),
      }),
    ];
  }
  // Each invited row on its own field: not the creator (who follows the client already), and
  // not an address that an earlier row of the same request invites.
  const invited = new Set<string>();
  (input.invited_supporters ?? []).forEach((row, index) => {
    const email = row.email.trim().toLowerCase();
    const field = `invited_supporters.${index}.email`;
    if (email === user.email.trim().toLowerCase()) {
      errors[field] = [translate('portal.charges.new_request.own_email')];
    } else if (invited.has(email)) {
      errors[field] = [translate('portal.validation.supporter_already_invited')];
    }
    invited.add(email);
  });
  // Only the creator's own companies, and other case managers only from them: a company or a
  // case manager elsewhere is answered like one that does not exist, so none can be probed.
  if (input.company !== null && input.company !== undefined) {
    if (!(await isOwnCompany(db, creator.id, input.company))) {
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
  } else {
    const mates = await companyMateUuids(
      db,
      creator.id,
      found.map((cm) => cm.uuid),
    );
    if (found.some((cm) => !mates.has(cm.uuid))) {
      errors.other_case_managers = [translate('portal.api.charge_requests.no_such_case_manager')];
    }
  }
  if (Object.keys(errors).length) {
    throw ApiError.badRequest(translate('portal.api.request.invalid_data'), errors);
  }

  return inTransaction(db, async (trx) => {
    const accessCode = await createGeneratedAccessCode(trx, creator.id);
    const requestId = await insertChargeRequestRow(trx, {
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      email: trimmedOrNull(input.email),
      companyId: input.company ?? null,
      policyNumber: trimmedOrNull(input.policy_number),
      designation: input.designation.trim(),
      shouldRequestConsent: input.should_request_consent ?? true,
      accessCodeId: accessCode.id,
      createdBy: creator.id,
    });
    await rememberDesignation(trx, input.designation);
    for (const other of others) {
      const caseManager = found.find((cm) => cm.uuid === other.uuid);
      if (caseManager) {
        await insertChargeRequestCaseManager(trx, {
          chargeRequestId: requestId,
          caseManagerId: caseManager.id,
          designation: other.designation.trim(),
        });
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
        target: { chargeRequestId: requestId },
      });
    }
    await appendAudit(trx, {
      actorUserId: user.id,
      action: 'charge_request.create',
      targetType: 'charge_request',
      targetId: String(requestId),
    });
    return { code: accessCode.code, id: requestId };
  });
}

/** `POST case-managers/charge-requests/`: the request as the signed-in case manager, presented. */
export async function createChargeRequest(
  app: FastifyInstance,
  principal: Principal,
  input: ChargeRequestCreate,
): Promise<ChargeRequestCreated> {
  const { code, id } = await insertChargeRequest(app.db, app.config, principal.user, input);
  return { code, charge_request: toChargeRequest(await findChargeRequestRow(app.db, id)) };
}
