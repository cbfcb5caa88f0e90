import type { FastifyInstance } from 'fastify';
import type { InviteSignupRequest } from '../../core/generated/invite-signup-request';
import type { Executor } from '../db/executor';
import type { InvitationsTable, User } from '../db/database';
import type { Selectable } from 'kysely';
import { ApiError, type FieldErrors } from '../lib/apiError';
import { assertStrongPassword, hashPassword } from '../lib/passwords';
import { appendAudit } from '../repositories/auditLog';
import { insertCaseManager } from '../repositories/caseManagers';
import { lockInvitation, setInvitationStatus } from '../repositories/invitations';
import { findClash, insertUser } from '../repositories/users';
import { checkInvitationCode } from './invitationCode';
import { attachInvitee } from './invitationAttach';
import { issueTokens, type TokenPair } from './tokens';
import { translate, requestLanguage } from '../lib/translate';
import { hiddenCharacterErrors } from '../lib/visibleText';

type Invitation = Selectable<InvitationsTable>;

async function signupErrors(db: Executor, invitation: Invitation, input: InviteSignupRequest) {
  const errors: FieldErrors = {};
  const email = input.email.trim();
  if (email.toLowerCase() !== invitation.email.toLowerCase()) {
    errors.email = [translate('portal.api.invitations.email_mismatch')];
  } else if (await findClash(db, 'email', email)) {
    // Said only once the code is right, so only to whoever holds the invitation mail.
    errors.email = [translate('portal.api.invitations.sign_in_instead')];
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
  assertStrongPassword(input.password, 'password', input);
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
    await attachInvitee(trx, invitation, caseManagerId);
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
