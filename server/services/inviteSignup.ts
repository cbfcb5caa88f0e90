import type { FastifyInstance } from 'fastify';
import type { InviteSignupRequest } from '../../core/generated/invite-signup-request';
import type { Executor } from '../db/executor';
import type { InvitationsTable, User } from '../db/database';
import type { Selectable } from 'kysely';
import { ApiError, type FieldErrors } from '../lib/apiError';
import { assertUncommonPassword, hashPassword } from '../lib/passwords';
import { appendAudit } from '../repositories/auditLog';
import { insertCaseManager } from '../repositories/caseManagers';
import { insertChargeRequestCaseManager, lockChargeRequest } from '../repositories/chargeRequests';
import { lockInvitation, setInvitationStatus } from '../repositories/invitations';
import { linkSupporter } from '../repositories/supporters';
import { findClash, insertUser } from '../repositories/users';
import { checkInvitationCode } from './invitationCode';
import { issueTokens, type TokenPair } from './tokens';
import { translate, requestLanguage } from '../lib/translate';
import { hiddenCharacterErrors } from '../lib/visibleText';

type Invitation = Selectable<InvitationsTable>;

/** Attaches the new supporter where the invitation pointed: accepted supporters count as added. */
async function attach(db: Executor, invitation: Invitation, caseManagerId: number): Promise<void> {
  let chargeId = invitation.charge_id;
  let askConsent = false;
  if (invitation.charge_request_id !== null) {
    await insertChargeRequestCaseManager(db, {
      chargeRequestId: invitation.charge_request_id,
      caseManagerId,
      designation: invitation.designation,
    });
    const request = await lockChargeRequest(db, invitation.charge_request_id);
    chargeId = request?.charge_id ?? null;
    // Like those linked at registration, a late joiner asks for consent if the request did.
    askConsent = request?.should_request_consent ?? false;
  }
  if (chargeId !== null) {
    await linkSupporter(db, {
      chargeId,
      caseManagerId,
      designation: invitation.designation,
      ...(askConsent ? { consent: { status: 'RQ', at: new Date() } } : {}),
    });
  }
}

async function signupErrors(db: Executor, invitation: Invitation, input: InviteSignupRequest) {
  const errors: FieldErrors = {};
  const email = input.email.trim();
  if (email.toLowerCase() !== invitation.email.toLowerCase()) {
    errors.email = [translate('portal.api.invitations.email_mismatch')];
  } else if (await findClash(db, 'email', email)) {
    errors.email = [translate('portal.api.users.email_taken')];
  }
  if (!input.first_name.trim()) {
    errors.first_name = [translate('portal.validation.required')];
  }
  if (!input.last_name.trim()) {
    errors.last_name = [translate('portal.validation.required')];
  }
  return {
    ...errors,
    ...hiddenCharacterErrors({ first_name: input.first_name, last_name: input.last_name }),
  };
}

/** A username from the e-mail's local part, made unique with a number when needed. */
async function freeUsername(db: Executor, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'supporter').slice(0, 140) || 'supporter';
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}${n}`;
    if (!(await findClash(db, 'username', candidate))) {
      return candidate;
    }
  }
}

/**
 * Signs up from an invitation: checks the one-time code (wrong tries are counted and committed),
 * creates the supporter with the terms accepted, attaches them and marks the invitation used.
 */
export async function signUpFromInvitation(
  app: FastifyInstance,
  input: InviteSignupRequest,
): Promise<TokenPair> {
  const kind = input.is_client ? 'charge' : 'case_manager';
  assertUncommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const outcome = await app.db.transaction().execute(async (trx): Promise<User | ApiError> => {
    const invitation = await lockInvitation(trx, input.invite_uuid, kind);
    if (!invitation) {
      return ApiError.notFound(translate('portal.api.invitations.not_found'));
    }
    const problem = await checkInvitationCode(
      trx,
      app.config.digestKey,
      invitation,
      input.invite_code,
    );
    if (problem) {
      return problem;
    }
    const errors = await signupErrors(trx, invitation, input);
    if (Object.keys(errors).length) {
      return ApiError.badRequest(translate('portal.api.request.invalid_data'), errors);
    }
    const user = await insertUser(trx, {
      language: requestLanguage() ?? null,
      email: input.email.trim(),
      username: await freeUsername(trx, input.email.trim()),
      password_hash: passwordHash,
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      role: 'QM',
      has_accepted_terms: true,
    });
    const caseManagerId = await insertCaseManager(trx, user.id, invitation.designation);
    await attach(trx, invitation, caseManagerId);
    await setInvitationStatus(trx, invitation.id, 'AC');
    await appendAudit(trx, {
      actorUserId: user.id,
      action: 'invitation.accept',
      targetType: 'invitation',
      targetId: invitation.uuid,
    });
    return user;
  });
  if (outcome instanceof ApiError) {
    throw outcome;
  }
  return issueTokens(app, outcome, { remember: false });
}

/** Declines a client (charge) invitation with its code. */
export async function declineInvitation(
  app: FastifyInstance,
  uuid: string,
  code: string,
): Promise<void> {
  const problem = await app.db.transaction().execute(async (trx) => {
    const invitation = await lockInvitation(trx, uuid, 'charge');
    if (!invitation) {
      return ApiError.notFound(translate('portal.api.invitations.not_found'));
    }
    const wrong = await checkInvitationCode(trx, app.config.digestKey, invitation, code);
    if (wrong) {
      return wrong;
    }
    await setInvitationStatus(trx, invitation.id, 'RJ');
    await appendAudit(trx, {
      actorUserId: null,
      action: 'invitation.decline',
      targetType: 'invitation',
      targetId: invitation.uuid,
    });
    return null;
  });
  if (problem) {
    throw problem;
  }
}
