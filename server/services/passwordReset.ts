import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/executor';
import type { User } from '../db/database';
import type { ApiError } from '../lib/apiError';
import { fieldError } from '../lib/apiError';
import { assertStrongPassword, hashPassword } from '../lib/passwords';
import { keyedDigest, randomCode, storedDigests } from '../lib/secrets';
import { appendAudit } from '../repositories/auditLog';
import { enqueueMailIfUser } from '../repositories/mails';
import {
  claimPasswordResetToken,
  countWrongResetToken,
  insertPasswordResetToken,
} from '../repositories/passwordResetTokens';
import { endAllSessions } from '../repositories/sessions';
import { findUserByEmail, updateUser } from '../repositories/users';
import { passwordResetMail } from '../mail/templates/passwordReset';
import { mailSecretBox, SECRET_MASK } from '../mail/mailSecret';
import { inLanguage, requestLanguage, translate } from '../lib/translate';
import { PASSWORD_RESET_TTL_MS } from './lifetimes';

/**
 * A token is a selector and a secret typed as one code: the selector finds the token without
 * naming anyone, so a wrong secret is counted against it and the token locks.
 */
const SELECTOR_LENGTH = 4;
const SECRET_LENGTH = 10;
/** After this many wrong tokens for one selector, that token stops accepting any. */
export const MAX_TOKEN_ATTEMPTS = 5;
export const INVALID_TOKEN = (): string => translate('portal.api.auth.token_invalid');
export const TOKEN_LOCKED = (): string => translate('portal.api.auth.token_locked');

/** No user has this id (ids start at 1): an unknown address's reset stores and queues nothing. */
const NO_USER = 0;

/**
 * Mails a reset token when the account exists; says nothing either way, and does the same work
 * either way: the caller answers at once, and afterwards, in the background, an unknown address
 * goes through the same lookup, token, sealing, mail and statements as a known one, which store
 * nothing for it. Neither the answer nor the load it leaves behind (an embedded database shares
 * the thread with the next request) tells a known address from an unknown one.
 */
export function requestPasswordReset(app: FastifyInstance, email: string): void {
  app.background.run(() => mailResetToken(app, email));
}

async function mailResetToken(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  const known = user && user.is_active && !user.is_client;
  const recipient = known ? user : { id: NO_USER, email, language: requestLanguage() ?? 'en' };
  await app.db.transaction().execute((trx) => sendPasswordReset(app, trx, recipient));
}

/**
 * Stores a new reset token of the user (its digest) and queues the mail that carries it; for
 * `NO_USER`, the same statements, which store nothing.
 */
export async function sendPasswordReset(
  app: FastifyInstance,
  trx: Executor,
  user: Pick<User, 'id' | 'email' | 'language'>,
): Promise<void> {
  const selector = randomCode(SELECTOR_LENGTH);
  const token = selector + randomCode(SECRET_LENGTH);
  await insertPasswordResetToken(trx, {
    userId: user.id,
    selector,
    tokenHash: keyedDigest(app.config.digestKey, token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  // The stored mail holds a mask; the token is sealed until delivery puts it in (mailSecret.ts).
  await enqueueMailIfUser(trx, app.config.mailSender, user.id, {
    ...inLanguage(user.language ?? 'en', () =>
      passwordResetMail({ to: user.email, token: SECRET_MASK, portalUrl: app.config.publicUrl }),
    ),
    secretSealed: mailSecretBox(app.config.jwtSecret).seal(token),
  });
}

/** Counts a wrong try against the live tokens of the selector; answers the error to give. */
async function countWrongTry(trx: Executor, selector: string): Promise<ApiError> {
  const tries = await countWrongResetToken(trx, selector);
  const locked = tries.some((failed) => failed >= MAX_TOKEN_ATTEMPTS);
  return fieldError('token', locked ? TOKEN_LOCKED() : INVALID_TOKEN());
}

/**
 * Sets the new password with a token that is used once; every session of the user ends. A wrong
 * token is counted (and committed) against its selector, so guessing locks the token.
 */
export async function resetPassword(
  app: FastifyInstance,
  token: string,
  password: string,
): Promise<void> {
  const typed = token.replace(/[\s-]/g, '').toUpperCase();
  const passwordHash = await hashPassword(password);
  const problem = await app.db.transaction().execute(async (trx): Promise<ApiError | null> => {
    const claimed = await claimPasswordResetToken(
      trx,
      storedDigests(app.config.digestKey, typed),
      MAX_TOKEN_ATTEMPTS,
    );
    if (!claimed) {
      return countWrongTry(trx, typed.slice(0, SELECTOR_LENGTH));
    }
    const owner = await updateUser(trx, claimed.user_id, { password_hash: passwordHash });
    // Judged once the token names the owner; thrown, not answered, so the rollback undoes the
    // change and leaves the token unspent for a stronger password.
    assertStrongPassword(password, 'password', owner);
    await endAllSessions(trx, claimed.user_id);
    await appendAudit(trx, { actorUserId: claimed.user_id, action: 'auth.password_reset' });
    return null;
  });
  if (problem) {
    throw problem;
  }
}
