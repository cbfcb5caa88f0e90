import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../plugins/clientAuth';
import { listConsentRequests } from '../../services/app/consentAnswers';

export default function appConsentRequestsRoute(app: FastifyInstance): void {
  app.get(
    '/app/consent-requests/',
    {
      onRequest: app.authenticateClient,
      schema: {
        tags: ['app', 'consent'],
        summary: 'Supporters waiting for the client to give or deny consent',
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'app-consent-request-list.json' } },
      },
    },
    (request) => listConsentRequests(app.db, clientOf(request).chargeId),
  );
}
