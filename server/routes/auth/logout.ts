import type { FastifyInstance } from 'fastify';
import type { LogoutRequest } from '../../../src/types/generated/logout-request';
import { revokeRefreshToken } from '../../services/tokens';
import { translate } from '../../lib/translate';

export default function logoutRoute(app: FastifyInstance): void {
  app.post<{ Body: LogoutRequest }>(
    '/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke a refresh token and its family',
        body: { $ref: 'logout-request.json' },
        response: { 200: { $ref: 'message.json' } },
      },
    },
    async (request) => {
      await revokeRefreshToken(app, request.body.refresh);
      return { message: translate('portal.api.auth.logged_out') };
    },
  );
}
