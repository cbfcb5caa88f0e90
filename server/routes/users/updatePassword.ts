import type { FastifyInstance } from 'fastify';
import type { PasswordUpdate } from '../../../core/generated/password-update';
import { assertStrongPassword, hashPassword } from '../../lib/passwords';
import { assertCurrentPassword } from '../../services/currentPassword';
import { principalOf } from '../../plugins/auth';
import { appendAudit } from '../../repositories/auditLog';
import { endAllSessions } from '../../repositories/sessions';
import { updateUser } from '../../repositories/users';
import { issueTokens } from '../../services/tokens';
import { ANSWERS_SECRETS } from '../../plugins/idempotency';

export default function updatePasswordRoute(app: FastifyInstance): void {
  app.post<{ Body: PasswordUpdate }>(
    '/users/profile/update-password/',
    {
      config: ANSWERS_SECRETS,
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change the password; every other session ends and a fresh pair is returned',
        security: [{ bearer: [] }],
        body: { $ref: 'password-update.json' },
        response: { 200: { $ref: 'tokens.json' } },
      },
    },
    async (request) => {
      const { user, remember } = principalOf(request);
      await assertCurrentPassword(app, request, request.body.currentPassword, 'currentPassword');
      assertStrongPassword(request.body.newPassword, 'newPassword', user);
      const passwordHash = await hashPassword(request.body.newPassword);
      const updated = await app.db.transaction().execute(async (trx) => {
        // Every session ends, this one's access token included; this one continues with the new
        // pair below, which carries the new session version.
        await endAllSessions(trx, user.id);
        const changed = await updateUser(trx, user.id, { password_hash: passwordHash });
        await appendAudit(trx, {
          actorUserId: user.id,
          action: 'auth.password_change',
          ip: request.ip,
        });
        return changed;
      });
      return issueTokens(app, updated, { remember });
    },
  );
}
