import type { FastifyInstance } from 'fastify';
import type { AppConsentAnswer } from '../../../core/generated/app-consent-answer';
import type { AppConsentAnswerParams } from '../../../core/generated/app-consent-answer-params';
import { clientOf } from '../../plugins/clientAuth';
import { answerConsentRequest } from '../../services/app/consentAnswers';

export default function appConsentAnswerRoute(app: FastifyInstance): void {
  app.post<{ Params: AppConsentAnswerParams; Body: AppConsentAnswer }>(
    '/app/consent-requests/:caseManagerUuid/',
    {
      onRequest: app.authenticateClient,
      schema: {
        tags: ['app', 'consent'],
        summary: "Give (GV) or deny (DN) a supporter's pending consent request",
        security: [{ bearer: [] }],
        params: { $ref: 'app-consent-answer-params.json' },
        body: { $ref: 'app-consent-answer.json' },
        response: { 200: { $ref: 'app-consent-answered.json' } },
      },
    },
    (request) =>
      answerConsentRequest(
        app.db,
        clientOf(request),
        request.params.caseManagerUuid,
        request.body,
        request.ip,
      ),
  );
}
