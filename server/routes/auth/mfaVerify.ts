import type { FastifyInstance } from 'fastify';
import type { MfaVerifyRequest } from '../../../core/generated/mfa-verify-request';
import { ANSWERS_SECRETS } from '../../plugins/idempotency';
import { challengeAccount, completeMfaSignIn } from '../../services/mfa';

export default function mfaVerifyRoute(app: FastifyInstance): void {
  app.post<{ Body: MfaVerifyRequest }>(
    '/auth/mfa/verify/',
    {
      config: { ...ANSWERS_SECRETS, errors: [401] },
      preHandler: app.limitsOn((request) =>
        challengeAccount(app, (request.body as Partial<MfaVerifyRequest>).challenge),
      ),
      schema: {
        tags: ['auth'],
        summary: "A sign-in's second step: the challenge and an app or recovery code",
        body: { $ref: 'mfa-verify-request.json' },
        response: { 200: { $ref: 'tokens.json' } },
      },
    },
    (request) => completeMfaSignIn(app, request.body.challenge, request.body.code, request.ip),
  );
}
