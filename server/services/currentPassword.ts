import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, fieldError } from '../lib/apiError';
import { verifyPassword } from '../lib/passwords';
import { translate } from '../lib/translate';
import { principalOf } from '../plugins/principal';
import { signedInAccount } from '../plugins/rateLimits';
import { appendAudit } from '../repositories/auditLog';
import { findUserSecrets } from '../repositories/users';

/**
 * The one rule for changing a credential: the password, the e-mail, setting up or
 * replacing the second factor (and with it seeing new recovery codes) and turning it off each
 * need the current password, asked again, so a stolen access token alone changes none of them.
 * The check is limited like a sign-in: counted per address and per account, a wrong password
 * counts towards the account's sign-in backoff and is audited `auth.password_check_failed`.
 * `field` is the body's field that holds the password, where its error is shown.
 */
export async function assertCurrentPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  password: string | undefined,
  field: string,
): Promise<void> {
  await app.countSensitive(request, await signedInAccount(request));
  const { user } = principalOf(request);
  if (!password) {
    throw fieldError(field, translate('portal.api.credentials.password_needed'));
  }
  const wait = await app.loginBackoff.waitSeconds(user.email);
  if (wait > 0) {
    await appendAudit(app.db, {
      actorUserId: user.id,
      action: 'auth.login_throttled',
      ip: request.ip,
    });
    throw new ApiError(429, translate('portal.api.request.too_many'), undefined, {
      'retry-after': String(wait),
    });
  }
  const secrets = await findUserSecrets(app.db, user.id);
  if (!(await verifyPassword(secrets?.password_hash ?? null, password))) {
    await app.loginBackoff.failed(user.email);
    await appendAudit(app.db, {
      actorUserId: user.id,
      action: 'auth.password_check_failed',
      ip: request.ip,
    });
    throw fieldError(field, translate('portal.api.auth.current_password_wrong'));
  }
  await app.loginBackoff.succeeded(user.email);
}
