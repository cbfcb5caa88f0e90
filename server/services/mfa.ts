import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { User } from '../db/database';
import { ApiError, fieldError } from '../lib/apiError';
import { secretBox, type SecretBox } from '../lib/sealedSecrets';
import { keyedDigest, randomCode, storedDigests } from '../lib/secrets';
import { newTotpSecret, totpStep, totpUri } from '../lib/totp';
import { isAppCode, SECOND_FACTOR_PERIOD_SECONDS } from '../../core/secondFactor';
import { translate } from '../lib/translate';
import { principalOf, type AccessClaims, type Principal } from '../plugins/principal';
import { assertCurrentPassword } from './currentPassword';
import { appendAudit } from '../repositories/auditLog';
import {
  countMfaFailures,
  disableMfa,
  enableMfa,
  storePendingMfaSecret,
  takeMfaStep,
  takeRecoveryCode,
} from '../repositories/mfa';
import {
  findUserByUuid,
  findUserSecrets,
  recordLogin,
  type CallerUser,
} from '../repositories/users';
import { inMinutes, MFA_FAILURE_WINDOW_MS } from './lifetimes';
import { issueTokens, type TokenPair } from './tokens';

/** A sign-in's second step must follow its first within this time. */
const CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes of one user within the window before the second step is refused for a while. */
export const MAX_MFA_FAILURES = 5;
const RECOVERY_CODES = 10;
const RECOVERY_CODE_LENGTH = 10;

function mfaBox(app: FastifyInstance): SecretBox {
  return secretBox(app.config.jwtSecret, 'mfa secrets');
}

/** Whether the user's role must use a second factor (`MFA_REQUIRED_ROLES`). */
export function mfaRequired(app: FastifyInstance, principal: Principal): boolean {
  return principal.role !== null && app.config.mfaRequiredRoles.includes(principal.role);
}

/** A new secret to scan: its QR code (SVG), its address and the secret as text to type. */
export async function startMfaSetup(app: FastifyInstance, user: CallerUser, ip: string) {
  const secret = newTotpSecret();
  await app.db.transaction().execute(async (trx) => {
    await storePendingMfaSecret(trx, user.id, mfaBox(app).seal(secret));
    await appendAudit(trx, { actorUserId: user.id, action: 'auth.mfa_setup', ip });
  });
  const uri = totpUri(secret, user.email);
  return { secret, otpauth_uri: uri, qr_svg: await QRCode.toString(uri, { type: 'svg' }) };
}

/**
 * How a typed code fared: taken, wrong, or the app's current code already taken (replay
 * protection: a code works once, so a sign-in in the same 30 s as the set-up must wait).
 */
type CodeCheck = 'taken' | 'wrong' | 'used';

async function failed(
  app: FastifyInstance,
  user: CallerUser,
  ip: string,
  check: Exclude<CodeCheck, 'taken'> = 'wrong',
): Promise<ApiError> {
  await appendAudit(app.db, { actorUserId: user.id, action: 'auth.mfa_failed', ip });
  return fieldError(
    'code',
    check === 'used'
      ? translate('portal.api.mfa.code_used', { seconds: SECOND_FACTOR_PERIOD_SECONDS })
      : translate('portal.api.mfa.code_wrong'),
  );
}

/**
 * Confirms the pending secret with a code from the app; it replaces any factor confirmed before.
 * Answers ten recovery codes, once.
 */
export async function confirmMfa(
  app: FastifyInstance,
  user: CallerUser,
  code: string,
  ip: string,
): Promise<{ recovery_codes: string[] }> {
  const pending = (await findUserSecrets(app.db, user.id))?.mfa_pending_secret_sealed;
  if (!pending) {
    throw ApiError.conflict(translate('portal.api.mfa.nothing_to_confirm'));
  }
  await assertNotLocked(app, user);
  const step = totpStep(mfaBox(app).unseal(pending), code.trim());
  if (step === null) {
    throw await failed(app, user, ip);
  }
  const codes = Array.from({ length: RECOVERY_CODES }, () => randomCode(RECOVERY_CODE_LENGTH));
  await app.db.transaction().execute(async (trx) => {
    await enableMfa(trx, user.id, {
      sealed: pending,
      step,
      recoveryHashes: codes.map((c) => keyedDigest(app.config.digestKey, c)),
    });
    await appendAudit(trx, { actorUserId: user.id, action: 'auth.mfa_enable', ip });
  });
  return { recovery_codes: codes };
}

/**
 * Turns the second factor off; the current password is asked again. A role that must use one
 * (`MFA_REQUIRED_ROLES`) keeps it.
 */
export async function turnOffMfa(
  app: FastifyInstance,
  request: FastifyRequest,
  password: string,
): Promise<void> {
  const principal = principalOf(request);
  if (mfaRequired(app, principal)) {
    throw ApiError.forbidden(translate('portal.api.mfa.required_cannot_disable'));
  }
  await assertCurrentPassword(app, request, password, 'password');
  await app.db.transaction().execute(async (trx) => {
    await disableMfa(trx, principal.user.id);
    await appendAudit(trx, {
      actorUserId: principal.user.id,
      action: 'auth.mfa_disable',
      ip: request.ip,
    });
  });
}

/** The short-lived token a sign-in with a second factor answers instead of a session. */
export function mfaChallenge(app: FastifyInstance, user: CallerUser, remember: boolean): string {
  const claims: AccessClaims = { sub: user.uuid, role: null, isAdmin: false, aud: 'mfa', remember };
  return app.jwt.sign(claims, { expiresIn: CHALLENGE_TTL_SECONDS });
}

/**
 * The account a sign-in's second step is about: the user of a challenge this API signed. A
 * forged or expired one names none, so it cannot fill a real user's bucket.
 */
export function challengeAccount(app: FastifyInstance, challenge: unknown): string | null {
  try {
    const claims = app.jwt.verify<AccessClaims>(String(challenge));
    return claims.aud === 'mfa' ? `user:${claims.sub}` : null;
  } catch {
    return null;
  }
}

async function assertNotLocked(app: FastifyInstance, user: CallerUser): Promise<void> {
  const since = new Date(Date.now() - MFA_FAILURE_WINDOW_MS);
  if ((await countMfaFailures(app.db, user.id, since)) >= MAX_MFA_FAILURES) {
    throw new ApiError(
      429,
      translate('portal.api.mfa.locked', { minutes: inMinutes(MFA_FAILURE_WINDOW_MS) }),
      undefined,
      {
        'retry-after': String(MFA_FAILURE_WINDOW_MS / 1000),
      },
    );
  }
}

/** Takes `code` when it is the app's current code (used once) or an unused recovery code. */
async function takeCode(app: FastifyInstance, user: User, code: string): Promise<CodeCheck> {
  const typed = code.replace(/[\s-]/g, '').toUpperCase();
  if (isAppCode(typed) && user.mfa_secret_sealed) {
    const step = totpStep(mfaBox(app).unseal(user.mfa_secret_sealed), typed);
    if (step === null) {
      return 'wrong';
    }
    return (await takeMfaStep(app.db, user.id, step)) ? 'taken' : 'used';
  }
  for (const hash of storedDigests(app.config.digestKey, typed)) {
    if (await takeRecoveryCode(app.db, user.id, hash)) {
      return 'taken';
    }
  }
  return 'wrong';
}

/** The second step of a sign-in: the challenge and a code answer the session. */
export async function completeMfaSignIn(
  app: FastifyInstance,
  challenge: string,
  code: string,
  ip: string,
): Promise<TokenPair> {
  let claims: AccessClaims;
  try {
    claims = app.jwt.verify<AccessClaims>(challenge);
  } catch {
    throw ApiError.unauthorized(translate('portal.api.mfa.challenge_expired'));
  }
  const user = claims.aud === 'mfa' ? await findUserByUuid(app.db, claims.sub) : undefined;
  if (!user || !user.is_active || user.is_client || !user.mfa_enabled_at) {
    throw ApiError.unauthorized(translate('portal.api.mfa.challenge_expired'));
  }
  await assertNotLocked(app, user);
  const check = await takeCode(app, user, code);
  if (check !== 'taken') {
    throw await failed(app, user, ip, check);
  }
  await recordLogin(app.db, user.id);
  await appendAudit(app.db, { actorUserId: user.id, action: 'auth.login', ip });
  return issueTokens(app, user, { remember: claims.remember === true });
}
