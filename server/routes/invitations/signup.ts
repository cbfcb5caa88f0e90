import type { FastifyInstance } from 'fastify';
import type { InviteSignupRequest } from '../../../core/generated/invite-signup-request';
import { signUpFromInvitation } from '../../services/inviteSignup';
import { ANSWERS_SECRETS } from '../../plugins/idempotency';

export default function inviteSignupRoute(app: FastifyInstance): void {
  app.post<{ Body: InviteSignupRequest }>(
    '/auth/invite-signup/',
    {
      config: { ...ANSWERS_SECRETS, errors: [404, 410] },
      preHandler: app.sensitiveLimits,
      schema: {
        tags: ['auth', 'invitations'],
        summary: 'Sign up from an invitation with its one-time code; answers tokens',
        body: { $ref: 'invite-signup-request.json' },
        response: { 200: { $ref: 'tokens.json' } },
      },
    },
    (request) => signUpFromInvitation(app, request.body),
  );
}
