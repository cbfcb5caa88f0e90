import type { FastifyInstance } from 'fastify';
import { chargeJourney } from '../../services/chargeJourney';
import { principalOf } from '../../plugins/auth';
import type { JourneyHistory } from '../../repositories/journey/recentCheckins';

export default function chargeSessionsRoute(app: FastifyInstance): void {
  app.get<{ Params: { uuid: string }; Querystring: { history: JourneyHistory } }>(
    '/charges/:uuid/sessions/',
    {
      onRequest: app.authenticate,
      // Three years of questionnaires and check-ins are tens of kilobytes of repetitive JSON.
      config: { compress: true },
      schema: {
        tags: ['charges', 'journey'],
        summary: "A charge's journey; `permissionDenied` and no data unless your consent is Given",
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        querystring: { $ref: 'journey-query.json' },
        response: { 200: { $ref: 'charge-journey.json' } },
      },
    },
    // The database serializes the journey (repositories/journey/); a JSON string is sent as is.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(
          await chargeJourney(
            app,
            principalOf(request),
            request.params.uuid,
            request.ip,
            request.query.history,
          ),
        ),
  );
}
