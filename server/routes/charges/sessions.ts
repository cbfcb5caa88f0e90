import type { FastifyInstance } from 'fastify';
import { chargeJourney } from '../../services/chargeJourney';
import { principalOf } from '../../plugins/auth';

export default function chargeSessionsRoute(app: FastifyInstance): void {
  app.get<{ Params: { uuid: string } }>(
    '/charges/:uuid/sessions/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charges', 'journey'],
        summary: "A charge's journey; `permissionDenied` and no data unless your consent is Given",
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        response: { 200: { $ref: 'charge-journey.json' } },
      },
    },
    // The database serializes the journey (repositories/journey/); a JSON string is sent as is.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await chargeJourney(app, principalOf(request), request.params.uuid, request.ip)),
  );
}
