import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../plugins/auth';
import { appendAudit } from '../../repositories/auditLog';
import { updateUser } from '../../repositories/users';
import { issueTokens } from '../../services/tokens';
import { ANSWERS_SECRETS } from '../../plugins/idempotency';

export default function acceptTermsRoute(app: FastifyInstance): void {
  app.post(
    '/users/accept-tsncs/',
    {
      config: ANSWERS_SECRETS,
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Accept the terms and conditions; answers fresh tokens',
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'tokens.json' } },
      },
    },
    async (request) => {
      const { user, remember } = principalOf(request);
      const updated = await updateUser(app.db, user.id, { has_accepted_terms: true });
      await appendAudit(app.db, { actorUserId: user.id, action: 'terms.accept', ip: request.ip });
      return issueTokens(app, updated, { remember });
    },
  );
}
