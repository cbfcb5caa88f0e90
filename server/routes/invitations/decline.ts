import type { FastifyInstance } from 'fastify';
import type { InvitationDeclineRequest } from '../../../core/generated/invitation-decline-request';
import { fieldError } from '../../lib/apiError';
import { declineInvitation } from '../../services/inviteSignup';
import { translate } from '../../lib/translate';

export default function declineInvitationRoute(app: FastifyInstance): void {
  app.post<{ Params: { uuid: string }; Body: InvitationDeclineRequest }>(
    '/charges/invitations/:uuid/decline/',
    {
      config: { errors: [410] },
      preHandler: app.sensitiveLimits,
      schema: {
        tags: ['invitations'],
        summary: 'Decline a client invitation with its code',
        params: { $ref: 'uuid-params.json' },
        body: { $ref: 'invitation-decline-request.json' },
        response: { 200: { $ref: 'message.json' } },
      },
    },
    async (request) => {
      if (request.body.invite_uuid !== request.params.uuid) {
        throw fieldError('invite_uuid', translate('portal.api.invitations.address_mismatch'));
      }
      await declineInvitation(app, request.params.uuid, request.body.invite_code);
      return { message: translate('portal.api.invitations.declined') };
    },
  );
}
