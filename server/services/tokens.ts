import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { effectiveRole, isAdministrator } from '../../core/roles';
import type { TokenAudience, User } from '../db/database';
import { ApiError } from '../lib/apiError';
import { DAY_MS } from '../../core/durations';
import { keyedDigest, randomToken, storedDigests } from '../lib/secrets';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
} from '../repositories/refreshTokens';
import { findUserById } from '../repositories/users';
import { bumpSessionVersion } from '../repositories/sessions';
import { appendAudit } from '../repositories/auditLog';
import type { AccessClaims } from '../plugins/principal';
import { translate } from '../lib/translate';
import type { LogoutRequest } from '../../core/generated/logout-request';
import { roleFlagsOf } from '../lib/roleFlags';

/** Remember me keeps a session for 30 days; otherwise it ends within a working day. */
const REFRESH_TTL_MS = { remember: 30 * DAY_MS, session: DAY_MS / 2 };

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface IssueOptions {
  remember: boolean;
  audience?: TokenAudience;
  /** Continue a rotation family; a new sign-in starts a new one. */
  familyId?: string;
}

export async function issueTokens(
  app: FastifyInstance,
  user: User,
  options: IssueOptions,
): Promise<TokenPair> {
  const audience = options.audience ?? 'staff';
  const flags = roleFlagsOf(user);
  const claims: AccessClaims = {
    sub: user.uuid,
    role: effectiveRole(flags),
    isAdmin: isAdministrator(flags),
    aud: audience,
    remember: options.remember,
    sv: user.session_version,
  };
  const refresh = randomToken();
  await insertRefreshToken(app.db, {
    userId: user.id,
    familyId: options.familyId ?? randomUUID(),
    tokenHash: keyedDigest(app.config.digestKey, refresh),
    audience,
    remember: options.remember,
    expiresAt: new Date(Date.now() + REFRESH_TTL_MS[options.remember ? 'remember' : 'session']),
  });
  return { access: app.jwt.sign(claims), refresh };
}

const INVALID_REFRESH = (): string => translate('portal.api.auth.session_expired');

/** The account a refresh call is about: the user of a token this API issued, else none. */
export async function refreshAccount(
  app: FastifyInstance,
  refresh: unknown,
): Promise<string | null> {
  if (typeof refresh !== 'string' || refresh === '') {
    return null;
  }
  const stored = await findRefreshToken(app.db, storedDigests(app.config.digestKey, refresh));
  return stored ? `user-id:${stored.user_id}` : null;
}

/**
 * Rotates a refresh token. A token presented after it was already rotated means it was copied:
 * the whole family is revoked and the user's session version raised (as at logout), so the
 * access tokens already handed out to the family (the thief's too) are refused on their next
 * call, and both the thief and the owner must sign in again.
 */
export async function rotateRefreshToken(
  app: FastifyInstance,
  refresh: string,
  audience: TokenAudience,
): Promise<TokenPair> {
  const stored = await findRefreshToken(app.db, storedDigests(app.config.digestKey, refresh));
  if (!stored || stored.audience !== audience || stored.revoked_at) {
    throw ApiError.unauthorized(INVALID_REFRESH());
  }
  if (stored.used_at || !(await claimRefreshToken(app.db, stored.id))) {
    await app.db.transaction().execute(async (trx) => {
      await revokeFamily(trx, stored.family_id);
      await bumpSessionVersion(trx, stored.user_id);
    });
    throw ApiError.unauthorized(INVALID_REFRESH());
  }
  const user = await findUserById(app.db, stored.user_id);
  if (stored.expires_at.getTime() < Date.now() || !user || !user.is_active) {
    throw ApiError.unauthorized(INVALID_REFRESH());
  }
  return issueTokens(app, user, {
    remember: stored.remember,
    audience,
    familyId: stored.family_id,
  });
}

/**
 * Logout: the session's refresh tokens are revoked and the user's session version raised, so the
 * session's access token is refused on its next call (the user's other sessions refresh theirs).
 * The portal says when its idle timer ended the session, audited apart from a chosen logout.
 */
export async function endSession(
  app: FastifyInstance,
  refresh: string,
  ip: string,
  reason?: LogoutRequest['reason'],
): Promise<void> {
  const stored = await findRefreshToken(app.db, storedDigests(app.config.digestKey, refresh));
  if (!stored) {
    return;
  }
  await app.db.transaction().execute(async (trx) => {
    await revokeFamily(trx, stored.family_id);
    await bumpSessionVersion(trx, stored.user_id);
    await appendAudit(trx, {
      actorUserId: stored.user_id,
      action: reason === 'idle' ? 'auth.idle_logout' : 'auth.logout',
      ip,
    });
  });
}
