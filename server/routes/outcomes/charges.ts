import type { FastifyInstance } from 'fastify';
import type { OutcomeFigure } from '../../../core/outcomes';
import { principalOf } from '../../plugins/auth';
import { outcomeCharges, type OutcomeQuery } from '../../services/outcomes';

type Query = OutcomeQuery & { figure: OutcomeFigure; group?: 'closed' | 'open' };

/** The outcome report's drill-down: a figure's episodes, of the caller's own caseload only. */
export default function outcomeChargesRoute(app: FastifyInstance): void {
  app.get<{ Querystring: Query }>(
    '/outcomes/charges/',
    {
      onRequest: app.authenticate,
      config: { errors: [400] },
      schema: {
        tags: ['outcomes'],
        summary:
          "A figure's episodes among your own caseload (your consent Given); none without a caseload, no names to a company administrator",
        security: [{ bearer: [] }],
        querystring: { $ref: 'outcome-charges-query.json' },
        response: { 200: { $ref: 'outcome-charge-list.json' } },
      },
    },
    (request) => outcomeCharges(app, principalOf(request), request.query),
  );
}
