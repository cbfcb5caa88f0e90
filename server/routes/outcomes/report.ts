import type { FastifyInstance } from 'fastify';
import { calendarDay } from '../../../core/calendarDay';
import { wantsCsv } from '../../lib/listExport';
import { principalOf } from '../../plugins/auth';
import { outcomeReport, outcomeReportCsv, type OutcomeQuery } from '../../services/outcomes';

/** The outcome report: administrators, company administrators and each caseload's own. */
export default function outcomeReportRoute(app: FastifyInstance): void {
  app.get<{ Querystring: OutcomeQuery }>(
    '/outcomes/',
    {
      onRequest: app.authenticate,
      config: { errors: [400] },
      schema: {
        tags: ['outcomes'],
        summary:
          'The outcome report of the episodes you may count: every company (administrators), your companies (company administrators) or your own caseload with your consent Given',
        security: [{ bearer: [] }],
        querystring: { $ref: 'outcome-query.json' },
        response: {
          200: {
            description: 'The report as JSON, or with `Accept: text/csv` its table as a CSV file',
            content: {
              'application/json': { schema: { $ref: 'outcome-report.json' } },
              'text/csv': { schema: { type: 'string' } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const csv = wantsCsv(request);
      const report = await outcomeReport(
        app,
        principalOf(request),
        request.query,
        csv ? 'csv' : 'json',
      );
      if (!csv) {
        return report;
      }
      const day = calendarDay(new Date(), app.config.timeZone);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="outcomes-${day}.csv"`)
        .send(outcomeReportCsv(report));
    },
  );
}
