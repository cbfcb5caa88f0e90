import type { FastifyInstance } from 'fastify';
import type { ProgressReportQuery } from '../../../core/generated/progress-report-query';
import { principalOf } from '../../plugins/auth';
import { progressReport } from '../../services/progressReport';

/** A charge's printable progress report (README, the journey): audited as `report.view`. */
export default function chargeReportRoute(app: FastifyInstance): void {
  app.get<{ Params: { uuid: string }; Querystring: ProgressReportQuery }>(
    '/charges/:uuid/report/',
    {
      onRequest: app.authenticate,
      config: { errors: [400, 404] },
      schema: {
        tags: ['charges', 'journey'],
        summary:
          "A charge's progress report for an episode of care or a period, with the case notes asked for; 404 unless you may see its journey (your consent Given); audited",
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        querystring: { $ref: 'progress-report-query.json' },
        response: { 200: { $ref: 'progress-report.json' } },
      },
    },
    (request) =>
      progressReport(app, principalOf(request), request.params.uuid, request.query, request.ip),
  );
}
