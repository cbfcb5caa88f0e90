import type { FastifyInstance } from 'fastify';
import type { TokenRequest } from '../../../core/generated/token-request';
import { ApiError } from '../../lib/apiError';
import { verifyPassword } from '../../lib/passwords';
import { appendAudit } from '../../repositories/auditLog';
import { findUserByEmail, recordLogin, updateUser } from '../../repositories/users';
import { mfaChallenge } from '../../services/mfa';
import { issueTokens } from '../../services/tokens';
import { ANSWERS_SECRETS } from '../../plugins/idempotency';
import { translate } from '../../lib/translate';

/** One message for every failure, so a caller cannot learn which part was wrong. */
export const LOGIN_FAILED = (): string => translate('portal.api.auth.login_failed');

const DEACTIVATED = (): string => translate('portal.accounts.api.deactivated');

export default function tokenRoute(app: FastifyInstance): void {
  app.post<{ Body: TokenRequest }>(
    '/auth/token/',
    {
      config: { ...ANSWERS_SECRETS, errors: [401] },
      preHandler: app.sensitiveLimits,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password (a second factor answers a challenge instead)',
        body: { $ref: 'token-request.json' },
        response: {
          200: {
            description:
              'Signed in: an access and refresh token pair; or, for an account with a second ' +
              'factor, a challenge to answer with its code at auth/mfa/verify/',
            anyOf: [{ $ref: 'tokens.json' }, { $ref: 'mfa-challenge.json' }],
          },
        },
      },
    },
    async (request) => {
      const { email, password, remember = false } = request.body;
      const user = await findUserByEmail(app.db, email);
      // Failed sign-ins in a row lock the account's sign-in for a growing window, whichever
      // process or address they came from; known and unknown addresses alike.
      const wait = await app.loginBackoff.waitSeconds(email);
      if (wait > 0) {
        app.metrics.signInsLocked.inc();
        await appendAudit(app.db, {
          actorUserId: user?.id ?? null,
          action: 'auth.login_throttled',
          ip: request.ip,
        });
        throw new ApiError(429, translate('portal.api.request.too_many'), undefined, {
          'retry-after': String(wait),
        });
      }
      const valid = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !valid || !user.is_active || user.is_client) {
        app.metrics.signInsFailed.inc();
        await app.loginBackoff.failed(email);
        await appendAudit(app.db, {
          actorUserId: user?.id ?? null,
          action: 'auth.login_failed',
          ip: request.ip,
        });
        // Only the right password learns that the account was deactivated: no oracle for others.
        const deactivated = user && valid && !user.is_active && !user.is_client;
        throw ApiError.unauthorized(deactivated ? DEACTIVATED() : LOGIN_FAILED());
      }
      await app.loginBackoff.succeeded(email);
      if (user.mfa_enabled_at) {
        // The session waits for the second step (auth/mfa/verify/).
        return { mfa_challenge: mfaChallenge(app, user, remember) };
      }
      await recordLogin(app.db, user.id);
      // The language mails to this user are written in: the one they last signed in with.
      if (user.language !== request.language) {
        await updateUser(app.db, user.id, { language: request.language });
      }
      await appendAudit(app.db, { actorUserId: user.id, action: 'auth.login', ip: request.ip });
      return issueTokens(app, user, { remember });
    },
  );
}
