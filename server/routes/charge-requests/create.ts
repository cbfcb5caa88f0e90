import type { FastifyInstance } from 'fastify';
import type { ChargeRequestCreate } from '../../../core/generated/charge-request-create';
import { principalOf } from '../../plugins/auth';
import { createChargeRequest } from '../../services/chargeRequests';

export default function createChargeRequestRoute(app: FastifyInstance): void {
  app.post<{ Body: ChargeRequestCreate }>(
    '/case-managers/charge-requests/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charge requests'],
        summary: 'Create a charge request: answers the access code for the new client',
        security: [{ bearer: [] }],
        body: { $ref: 'charge-request-create.json' },
        response: { 201: { $ref: 'charge-request-created.json' } },
      },
    },
    async (request, reply) => {
      const created = await createChargeRequest(app, principalOf(request), request.body);
      return reply.code(201).send(created);
    },
  );
}
