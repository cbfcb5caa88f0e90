import type { FastifyInstance } from 'fastify';
import { translate } from '../../../lib/translate';
import { principalOf } from '../../../plugins/auth';
import { revokeAccessCode } from '../../../services/accessCodeRevoke';

/** DELETE admin/access-codes/{id}/: revokes an unused code; a used one is a 409. */
export default function revokeAccessCodeRoute(app: FastifyInstance): void {
  app.delete<{ Params: { id: number } }>(
    '/admin/access-codes/:id/',
    {
      onRequest: app.requireAdmin,
      config: { errors: [409] },
      schema: {
        tags: ['access-codes'],
        summary:
          'Revoke an unused access code (administrators only): it is deleted and audited; 409 ' +
          'for a used code or one a charge request holds, 404 for an unknown one',
        security: [{ bearer: [] }],
        params: { $ref: 'id-params.json' },
        response: { 200: { $ref: 'message.json' } },
      },
    },
    async (request) => {
      await revokeAccessCode(app.db, principalOf(request).user.id, request.params.id);
      return { message: translate('portal.api.access_codes.revoked') };
    },
  );
}
