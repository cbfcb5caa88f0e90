import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/apiError';
import { routeAlsoAtSpecPath } from '../../lib/specPath';
import { toCaseManagerInvitation, toChargeInvitation } from '../../presenters/invitation';
import { findInvitationView, type InvitationView } from '../../repositories/invitations';
import { INVITATION_GONE, invitationUsable } from '../../services/invitationCode';
import { translate } from '../../lib/translate';

function usable(view: InvitationView | undefined): InvitationView {
  if (!view) {
    throw ApiError.notFound(translate('portal.api.invitations.not_found'));
  }
  if (!invitationUsable(view)) {
    throw new ApiError(410, INVITATION_GONE());
  }
  return view;
}

/** Public: the invitee has no account yet; the uuid is unguessable and the code stays secret. */
export default function readInvitationRoutes(app: FastifyInstance): void {
  const common = {
    tags: ['invitations'],
    params: { $ref: 'uuid-params.json' },
  };
  routeAlsoAtSpecPath<{ Params: { uuid: string } }>(app, '/case-managers/invitation/:uuid/', {
    method: 'GET',
    url: '/case-manager-invitations/:uuid/',
    config: { errors: [410] },
    schema: {
      ...common,
      summary: 'An invitation to support a charge request',
      response: { 200: { $ref: 'case-manager-invitation.json' } },
    },
    handler: async (request) =>
      toCaseManagerInvitation(
        usable(await findInvitationView(app.db, request.params.uuid, 'case_manager')),
      ),
  });
  routeAlsoAtSpecPath<{ Params: { uuid: string } }>(app, '/charges/invitations/:uuid/', {
    method: 'GET',
    url: '/charge-invitations/:uuid/',
    config: { errors: [410] },
    schema: {
      ...common,
      summary: 'An invitation to support an existing charge (client)',
      response: { 200: { $ref: 'charge-invitation.json' } },
    },
    handler: async (request) =>
      toChargeInvitation(usable(await findInvitationView(app.db, request.params.uuid, 'charge'))),
  });
}
