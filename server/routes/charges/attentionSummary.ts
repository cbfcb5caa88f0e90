import type { FastifyInstance } from 'fastify';
import type { AttentionSummary } from '../../../core/generated/attention-summary';
import { viewerOf } from '../../access/viewerOf';
import { principalOf } from '../../plugins/auth';
import { attentionSummary } from '../../repositories/attentionSummary';

export default function attentionSummaryRoute(app: FastifyInstance): void {
  app.get(
    '/charges/attention-summary/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charges', 'triage'],
        summary:
          'How many of your charges need attention, in all and by flag (only those under your Given consent)',
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'attention-summary.json' } },
      },
    },
    async (request): Promise<AttentionSummary> =>
      attentionSummary(app.db, viewerOf(principalOf(request))),
  );
}
