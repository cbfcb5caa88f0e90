import type { FastifyInstance } from 'fastify';
import type { LogoutRequest } from '../../../core/generated/logout-request';
import { endSession } from '../../services/tokens';
import { translate } from '../../lib/translate';

export default function logoutRoute(app: FastifyInstance): void {
  app.post<{ Body: LogoutRequest }>(
    '/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session: revoke its refresh tokens and refuse its access token',
        body: { $ref: 'logout-request.json' },
        response: { 200: { $ref: 'message.json' } },
      },
    },
    async (request) => {
      await endSession(app, request.body.refresh, request.ip, request.body.reason);
      return { message: translate('portal.api.auth.logged_out') };
    },
  );
}
