import type { FastifyInstance } from 'fastify';
import { fieldError } from '../lib/apiError';
import { hashPassword } from '../lib/passwords';
import { digest, randomCode } from '../lib/secrets';
import { appendAudit } from '../repositories/auditLog';
import { enqueueMail } from '../repositories/mails';
import { revokeAllForUser } from '../repositories/refreshTokens';
import { findUserByEmail, updateUser } from '../repositories/users';
import { passwordResetMail } from '../mail/templates/passwordReset';

const TOKEN_LENGTH = 10;
const TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_TOKEN = 'The token is invalid or has expired.';

/** Mails a reset token when the account exists; says nothing either way. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user || !user.is_active || user.is_client) {
    return;
  }
  const token = randomCode(TOKEN_LENGTH);
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_reset_tokens')
      .values({
        user_id: user.id,
        token_hash: digest(token),
        expires_at: new Date(Date.now() + TOKEN_TTL_MS),
      })
      .execute();
    await enqueueMail(
      trx,
      app.config.mailSender,
      passwordResetMail({ to: user.email, token, portalUrl: app.config.publicUrl }),
    );
  });
}

/** Sets the new password with a token that is used once; every session of the user ends. */
export async function resetPassword(
  app: FastifyInstance,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await app.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', digest(token.trim().toUpperCase()))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) {
      throw fieldError('token', INVALID_TOKEN);
    }
    await updateUser(trx, claimed.user_id, { password_hash: passwordHash });
    await revokeAllForUser(trx, claimed.user_id);
    await appendAudit(trx, { actorUserId: claimed.user_id, action: 'auth.password_reset' });
  });
}
