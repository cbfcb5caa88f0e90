import type { FastifyInstance } from 'fastify';
import type { ForgotPasswordRequest } from '../../../src/types/generated/forgot-password-request';
import { requestPasswordReset } from '../../services/passwordReset';

export default function forgotPasswordRoute(app: FastifyInstance): void {
  app.post<{ Body: ForgotPasswordRequest }>(
    '/auth/forgot-password/',
    {
      preHandler: app.sensitiveLimits,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset token (same answer whether or not the account exists)',
        body: { $ref: 'forgot-password-request.json' },
        response: { 200: { $ref: 'message.json' } },
      },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email);
      return {
        message: 'If an account exists for this e-mail, a reset token has been sent to it.',
      };
    },
  );
}
