import type { FastifyInstance } from 'fastify';
import type { ConsentStatusUpdate } from '../../../core/generated/consent-status-update';
import { findVisibleCharge } from '../../access/chargeAccess';
import { principalOf } from '../../plugins/auth';
import { toCharge } from '../../presenters/charge';
import { updateConsent } from '../../services/consent';

export default function consentStatusUpdateRoute(app: FastifyInstance): void {
  app.post<{ Params: { uuid: string }; Body: ConsentStatusUpdate }>(
    '/charges/:uuid/consent-status-update/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charges', 'consent'],
        summary: 'Request (RQ) or cancel (RC) consent; refused transitions are 409',
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        body: { $ref: 'consent-status-update.json' },
        response: { 200: { $ref: 'charge.json' } },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await updateConsent(app, principal, request.params.uuid, request.body.status);
      return toCharge(await findVisibleCharge(app.db, principal, request.params.uuid));
    },
  );
}
