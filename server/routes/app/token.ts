import type { FastifyInstance } from 'fastify';
import type { TokenRequest } from '../../../core/generated/token-request';
import { signInClient } from '../../services/app/signIn';
import { ANSWERS_SECRETS } from '../../plugins/idempotency';

export default function appTokenRoute(app: FastifyInstance): void {
  app.post<{ Body: TokenRequest }>(
    '/app/token/',
    {
      config: { ...ANSWERS_SECRETS, errors: [401] },
      // Sign-in-like: limited per address and per account so codes and passwords resist guessing.
      preHandler: app.sensitiveLimits,
      schema: {
        tags: ['app'],
        summary: 'Sign a client in to the companion app; answers app tokens',
        body: { $ref: 'token-request.json' },
        response: { 200: { $ref: 'tokens.json' } },
      },
    },
    (request) => signInClient(app, request.body, request.ip),
  );
}
