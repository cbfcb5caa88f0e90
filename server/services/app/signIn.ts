import type { FastifyInstance } from 'fastify';
import type { TokenRequest } from '../../../core/generated/token-request';
import { ApiError } from '../../lib/apiError';
import { verifyPassword } from '../../lib/passwords';
import { appendAudit } from '../../repositories/auditLog';
import { findUserByEmail, recordLogin } from '../../repositories/users';
import { LOGIN_FAILED } from '../../routes/auth/token';
import { issueTokens, type TokenPair } from '../tokens';

/**
 * `POST app/token/`: clients only, with the staff sign-in's single failure message, so neither
 * sign-in tells a caller that an address belongs to the other kind of account. App sessions last
 * like "remember me" unless the app says otherwise (see `registerClient`).
 */
export async function signInClient(
  app: FastifyInstance,
  body: TokenRequest,
  ip: string,
): Promise<TokenPair> {
  const user = await findUserByEmail(app.db, body.email);
  const valid = await verifyPassword(user?.password_hash ?? null, body.password);
  if (!user || !valid || !user.is_active || !user.is_client) {
    await appendAudit(app.db, { actorUserId: user?.id ?? null, action: 'app.login_failed', ip });
    throw ApiError.unauthorized(LOGIN_FAILED());
  }
  await recordLogin(app.db, user.id);
  await appendAudit(app.db, { actorUserId: user.id, action: 'app.login', ip });
  return issueTokens(app, user, { remember: body.remember ?? true, audience: 'app' });
}
