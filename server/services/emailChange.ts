import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallerUser } from '../repositories/users';
import { ApiError, fieldError } from '../lib/apiError';
import { keyedDigest, randomToken, storedDigests } from '../lib/secrets';
import { inLanguage, translate } from '../lib/translate';
import { emailChangeNoticeMail, emailConfirmMail } from '../mail/templates/emailChange';
import type { Executor } from '../db/executor';
import { appendAudit } from '../repositories/auditLog';
import { claimEmailChangeToken, replaceEmailChangeToken } from '../repositories/emailChangeTokens';
import { mailSecretBox, SECRET_MASK } from '../mail/mailSecret';
import { enqueueMail } from '../repositories/mails';
import { endAllSessions } from '../repositories/sessions';
import { findClash, findUserById, updateUser } from '../repositories/users';
import { EMAIL_CHANGE_TTL_MS } from './lifetimes';
import { assertCurrentPassword } from './currentPassword';
import { assertMailQuota } from './senderQuota';

export const EMAIL_TAKEN = (): string => translate('portal.api.users.email_taken');
const CONFIRM_INVALID = (): string => translate('portal.accounts.api.confirm_invalid');

/**
 * Before an e-mail change is asked for: the current password, so a stolen access token alone
 * cannot move the account to another address. Whether another account holds the new address is
 * not checked here (only when the link is opened): the answer is the same either way.
 */
export async function checkEmailChange(
  app: FastifyInstance,
  request: FastifyRequest,
  currentPassword: string | undefined,
): Promise<void> {
  await assertCurrentPassword(app, request, currentPassword, 'currentPassword');
}

/**
 * Mails a confirmation link to the new address and a notice to the old one; the account keeps
 * its address until the link is opened. Only the token's digest is stored.
 */
export async function requestEmailChange(
  app: FastifyInstance,
  trx: Executor,
  user: CallerUser,
  newEmail: string,
  ip: string,
): Promise<void> {
  // Both mails count in the user's daily mail quota, like every mail their actions queue.
  await assertMailQuota(trx, app.config, user.id, 2);
  const token = randomToken();
  await appendAudit(trx, { actorUserId: user.id, action: 'auth.email_change_request', ip });
  await replaceEmailChangeToken(trx, {
    userId: user.id,
    newEmail,
    tokenHash: keyedDigest(app.config.digestKey, token),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
  });
  // The stored mail holds a mask; the token is sealed until delivery puts it in (mailSecret.ts).
  const link = `${app.config.publicUrl}/confirm-email?token=${SECRET_MASK}`;
  await inLanguage(user.language ?? 'en', async () => {
    await enqueueMail(trx, app.config.mailSender, {
      ...emailConfirmMail({ to: newEmail, oldEmail: user.email, link }),
      requestedBy: user.id,
      secretSealed: mailSecretBox(app.config.jwtSecret).seal(encodeURIComponent(token)),
    });
    await enqueueMail(trx, app.config.mailSender, {
      ...emailChangeNoticeMail({ to: user.email, newEmail }),
      requestedBy: user.id,
    });
  });
}

/**
 * The new address confirms: the change is made and every session of the account ends (refresh
 * tokens revoked, access tokens refused), so whoever held a session must sign in again.
 */
export async function confirmEmailChange(
  app: FastifyInstance,
  token: string,
  ip: string,
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const claimed = await claimEmailChangeToken(trx, storedDigests(app.config.digestKey, token));
    const user = claimed && (await findUserById(trx, claimed.user_id));
    if (!claimed || !user || !user.is_active) {
      throw ApiError.badRequest(CONFIRM_INVALID(), { token: [CONFIRM_INVALID()] });
    }
    if (await findClash(trx, 'email', claimed.new_email, user.id)) {
      throw fieldError('token', EMAIL_TAKEN());
    }
    await updateUser(trx, user.id, { email: claimed.new_email });
    await endAllSessions(trx, user.id);
    await appendAudit(trx, {
      actorUserId: user.id,
      action: 'auth.email_change',
      targetType: 'user',
      targetId: user.uuid,
      ip,
    });
  });
}
