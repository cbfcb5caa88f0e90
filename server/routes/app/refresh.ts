import type { FastifyInstance } from 'fastify';
import type { RefreshRequest } from '../../../core/generated/refresh-request';
import { refreshAccount, rotateRefreshToken } from '../../services/tokens';
import { ANSWERS_SECRETS } from '../../plugins/idempotency';

export default function appRefreshRoute(app: FastifyInstance): void {
  app.post<{ Body: RefreshRequest }>(
    '/app/token/refresh/',
    {
      config: { ...ANSWERS_SECRETS, errors: [401] },
      // Like a sign-in: per address, and per the account a known token belongs to.
      preHandler: app.limitsOn((request) =>
        refreshAccount(app, (request.body as Partial<RefreshRequest>).refresh),
      ),
      schema: {
        tags: ['app'],
        summary: 'Trade an app refresh token for a new pair (rotation)',
        body: { $ref: 'refresh-request.json' },
        response: { 200: { $ref: 'tokens.json' } },
      },
    },
    // The audience keeps the two families apart: a staff refresh token is refused here.
    (request) => rotateRefreshToken(app, request.body.refresh, 'app'),
  );
}
