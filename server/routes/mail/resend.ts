import type { FastifyInstance } from 'fastify';
import { translate } from '../../lib/translate';
import { principalOf } from '../../plugins/auth';
import { resendMail } from '../../services/mailResend';

/** POST mail/{id}/resend/: a mail that was not sent goes back to the delivery queue. */
export default function resendMailRoute(app: FastifyInstance): void {
  app.post<{ Params: { id: number } }>(
    '/mail/:id/resend/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['emails'],
        summary:
          'Resend a mail that was not sent (administrators only): queued for delivery again and ' +
          'audited; 409 for a sent mail, 404 for an unknown one',
        security: [{ bearer: [] }],
        params: { $ref: 'id-params.json' },
        response: { 200: { $ref: 'message.json' } },
      },
    },
    async (request) => {
      await resendMail(app.db, principalOf(request).user.id, request.params.id);
      return { message: translate('portal.api.mails.resent') };
    },
  );
}
