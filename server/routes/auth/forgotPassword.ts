import type { FastifyInstance } from 'fastify';
import type { ForgotPasswordRequest } from '../../../core/generated/forgot-password-request';
import { requestPasswordReset } from '../../services/passwordReset';
import { translate } from '../../lib/translate';

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
    (request) => {
      // The lookup, token and mail happen after the answer: it does the same (no) work, in the
      // same time, for a known and an unknown address.
      requestPasswordReset(app, request.body.email);
      return Promise.resolve({ message: translate('portal.api.auth.reset_sent') });
    },
  );
}
