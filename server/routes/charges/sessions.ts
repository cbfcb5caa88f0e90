import type { FastifyInstance } from 'fastify';
import { chooseEncoding } from '../../lib/contentEncoding';
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
    // The database serializes the journey (repositories/journey/); a JSON string is sent as is,
    // and so is its kept compressed answer (the compression plugin leaves an encoded answer be).
    async (request, reply) => {
      const answer = await chargeJourney(
        app,
        principalOf(request),
        request.params.uuid,
        request.ip,
        request.query.history,
        chooseEncoding(request.headers['accept-encoding']),
      );
      if (answer.encoding !== undefined) {
        void reply.header('content-encoding', answer.encoding);
      }
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
  );
}
