import type { FastifyInstance } from 'fastify';
import type { InviteAcceptRequest } from '../../../core/generated/invite-accept-request';
import { translate } from '../../lib/translate';
import { principalOf } from '../../plugins/auth';
import { acceptInvitation } from '../../services/invitationAccept';

export default function acceptInvitationRoute(app: FastifyInstance): void {
  app.post<{ Body: InviteAcceptRequest }>(
    '/auth/invite-accept/',
    {
      config: { errors: [404, 410] },
      onRequest: app.authenticate,
      preHandler: app.sensitiveLimits,
      schema: {
        tags: ['auth', 'invitations'],
        summary: 'Accept an invitation with its one-time code, signed in as the invited address',
        security: [{ bearer: [] }],
        body: { $ref: 'invite-accept-request.json' },
        response: { 200: { $ref: 'message.json' } },
      },
    },
    async (request) => {
      await acceptInvitation(app, principalOf(request), request.body);
      return { message: translate('portal.api.invitations.accepted') };
    },
  );
}
