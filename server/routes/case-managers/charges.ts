import type { FastifyInstance } from 'fastify';
import { toConsentStatus } from '../../../machines/consent';
import type { CaseManagerCharge } from '../../../src/types/generated/case-manager-charge';
import { ApiError } from '../../lib/apiError';
import { parseListQuery, runListQuery, type RawListQuery } from '../../lib/listQuery';
import { translate } from '../../lib/translate';
import { caseManagerChargeListSource as source } from '../../repositories/caseManagerCharges';
import { caseloadTotal, chargesOfCaseManager } from '../../repositories/caseManagerRows';
import { findCaseManagerIdByUuid } from '../../repositories/caseManagers';

export default function caseManagerChargesRoute(app: FastifyInstance): void {
  app.get<{ Params: { uuid: string }; Querystring: RawListQuery }>(
    '/case-managers/:uuid/charges',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['case-managers'],
        summary: "A case manager's charges: the managed users (administrators only)",
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        querystring: { $ref: 'list-query.json' },
        response: { 200: { $ref: 'case-manager-charge-list.json' } },
      },
    },
    async (request) => {
      const caseManagerId = await findCaseManagerIdByUuid(app.db, request.params.uuid);
      if (caseManagerId === undefined) {
        throw ApiError.notFound(translate('portal.api.case_managers.not_found'));
      }
      const query = parseListQuery(source, request.query);
      const page = await runListQuery(
        source,
        query,
        chargesOfCaseManager(app.db, caseManagerId),
        caseloadTotal(caseManagerId),
      );
      return {
        count: page.count,
        items: page.items.map((row): CaseManagerCharge => ({
          uuid: row.uuid,
          firstName: row.first_name ?? '',
          lastName: row.last_name ?? '',
          email: row.email,
          consentStatus: toConsentStatus(row.consent_status),
        })),
      };
    },
  );
}
