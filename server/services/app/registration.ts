import type { FastifyInstance } from 'fastify';
import type { AppRegister } from '../../../core/generated/app-register';
import type { Executor } from '../../db/executor';
import type { User } from '../../db/database';
import { ApiError, fieldError, type FieldErrors } from '../../lib/apiError';
import { assertStrongPassword, hashPassword } from '../../lib/passwords';
import { translate } from '../../lib/translate';
import { findChargeById } from '../../repositories/appClients';
import {
  insertSupporterLinks,
  linkRequestToCharge,
  lockAccessCodeWithRequest,
  markAccessCodeUsed,
  requestCaseManagers,
  type SupporterLink,
} from '../../repositories/appRegistration';
import { appendAudit } from '../../repositories/auditLog';
import { findClash, findUserById } from '../../repositories/users';
import { createCharge } from '../charges';
import { issueTokens, type TokenPair } from '../tokens';
import { inTransaction } from './transaction';
import { hiddenCharacterErrors } from '../../lib/visibleText';

export const ACCESS_CODE_INVALID = (): string => translate('portal.api.app.access_code_invalid');
export const EMAIL_TAKEN = (): string => translate('portal.api.users.email_taken');

export interface Registration {
  accessCode: string;
  email: string;
  /** Already hashed, so the demo seed can reuse one hash for many clients. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  gender?: string | null;
  isEmployed?: boolean | null;
  ip?: string;
}

export interface Registered {
  user: User;
  chargeId: number;
  chargeUuid: string;
}

function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Two registrations racing for one e-mail: the unique index decides, the loser gets a 400. */
function isUserClash(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return (
    code === '23505' && (constraint === 'users_email_key' || constraint === 'users_username_key')
  );
}

/**
 * The links a request promised: its creator (who may invite others) and every case manager
 * attached to it, each with consent already Requested when the request asked for it.
 */
async function linksFor(
  db: Executor,
  request: { request_id: number; created_by: number; designation: string },
  requestConsent: boolean,
  at: Date,
): Promise<SupporterLink[]> {
  const consent = {
    consentStatus: requestConsent ? ('RQ' as const) : null,
    consentUpdatedAt: requestConsent ? at : null,
  };
  const others = await requestCaseManagers(db, request.request_id);
  return [
    {
      caseManagerId: request.created_by,
      designation: request.designation,
      canInviteOthers: true,
      ...consent,
    },
    ...others.map((other) => ({
      caseManagerId: other.case_manager_id,
      designation: other.designation,
      canInviteOthers: false,
      ...consent,
    })),
  ];
}

/**
 * A client registers with the access code of a charge request: the charge is created from the
 * request, the code is used up and the request's case managers are linked, all or nothing.
 * Pending invitations of the request stay pending; `inviteSignup#attach` links them to the
 * charge when accepted, through `charge_requests.charge_id`.
 */
export async function registerWithAccessCode(
  db: Executor,
  input: Registration,
): Promise<Registered> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const blank: FieldErrors = {};
  if (!firstName) {
    blank.first_name = [translate('portal.validation.required')];
  }
  if (!lastName) {
    blank.last_name = [translate('portal.validation.required')];
  }
  Object.assign(blank, hiddenCharacterErrors({ first_name: firstName, last_name: lastName }));
  if (Object.keys(blank).length) {
    throw ApiError.badRequest(translate('portal.api.request.invalid_data'), blank);
  }
  const email = input.email.trim();
  try {
    return await inTransaction(db, async (trx) => {
      const request = await lockAccessCodeWithRequest(trx, input.accessCode);
      if (!request || request.used_by !== null || request.used_at || request.charge_id !== null) {
        throw fieldError('access_code', ACCESS_CODE_INVALID());
      }
      // Checked only behind a valid code, so the call cannot be used to probe for accounts.
      if ((await findClash(trx, 'email', email)) || (await findClash(trx, 'username', email))) {
        throw fieldError('email', EMAIL_TAKEN());
      }
      const now = new Date();
      const chargeId = await createCharge(trx, {
        email,
        passwordHash: input.passwordHash,
        firstName,
        lastName,
        companyId: request.company_id,
        courseId: null,
        policy: request.policy_number,
        gender: trimmedOrNull(input.gender),
        isEmployed: input.isEmployed ?? null,
      });
      await markAccessCodeUsed(trx, request.access_code_id, chargeId, now);
      await linkRequestToCharge(trx, request.request_id, chargeId, now);
      await insertSupporterLinks(
        trx,
        chargeId,
        await linksFor(trx, request, request.should_request_consent, now),
      );
      const charge = await findChargeById(trx, chargeId);
      const user = await findUserById(trx, charge.user_id);
      if (!user) {
        throw new Error('The new client user vanished inside its own transaction.');
      }
      await appendAudit(trx, {
        actorUserId: user.id,
        action: 'app.register',
        targetType: 'charge',
        targetId: charge.uuid,
        chargeId,
        ip: input.ip,
        details: {
          chargeRequestUuid: request.request_uuid,
          consentRequested: request.should_request_consent,
        },
      });
      return { user, chargeId, chargeUuid: charge.uuid };
    });
  } catch (error) {
    if (isUserClash(error)) {
      throw fieldError('email', EMAIL_TAKEN());
    }
    throw error;
  }
}

/**
 * `POST app/register/`: registers and signs the client in. App sessions last like "remember me"
 * (30 days, renewed on each refresh): a phone app that signs out twice a day would be unusable.
 */
export async function registerClient(
  app: FastifyInstance,
  body: AppRegister,
  ip: string,
): Promise<TokenPair> {
  assertStrongPassword(body.password, 'password', body);
  const registered = await registerWithAccessCode(app.db, {
    accessCode: body.access_code,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    firstName: body.first_name,
    lastName: body.last_name,
    gender: body.gender ?? null,
    isEmployed: body.is_employed ?? null,
    ip,
  });
  return issueTokens(app, registered.user, { remember: true, audience: 'app' });
}
