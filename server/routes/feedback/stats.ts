import type { FastifyInstance } from 'fastify';
import { issueStats } from '../../services/issuesStats';

export default function issueStatsRoute(app: FastifyInstance): void {
  app.get(
    '/feedback/issues/stats/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['feedback'],
        summary: 'Issue totals and the last 6 months, raised and resolved (administrators only)',
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'issue-stats.json' } },
      },
    },
    () => issueStats(app.db, app.config.timeZone),
  );
}
