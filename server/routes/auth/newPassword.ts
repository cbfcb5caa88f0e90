import type { FastifyInstance } from 'fastify';
import type { NewPasswordRequest } from '../../../core/generated/new-password-request';
import { resetPassword } from '../../services/passwordReset';
import { translate } from '../../lib/translate';

export default function newPasswordRoute(app: FastifyInstance): void {
  app.post<{ Body: NewPasswordRequest }>(
    '/auth/new-password/',
    {
      preHandler: app.sensitiveLimits,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: { $ref: 'new-password-request.json' },
        response: { 200: { $ref: 'message.json' } },
      },
    },
    async (request) => {
      await resetPassword(app, request.body.token, request.body.password);
      return { message: translate('portal.login.reset_success') };
    },
  );
}
