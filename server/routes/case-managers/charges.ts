import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { toConsentStatus } from '../../../machines/consent';
import { caseManagerCharges } from '../../../resources/caseManagerCharges';
import type { CaseManagerCharge } from '../../../src/types/generated/case-manager-charge';
import { ApiError } from '../../lib/apiError';
import {
  defineListSource,
  parseListQuery,
  runListQuery,
  type RawListQuery,
} from '../../lib/listQuery';
import { chargesOfCaseManager } from '../../repositories/caseManagerRows';
import { translate } from '../../lib/translate';

const source = defineListSource({
  definition: caseManagerCharges,
  sort: { firstName: sql.ref('u.first_name'), lastName: sql.ref('u.last_name') },
  search: {
    name: sql<string>`concat_ws(' ', u.first_name, u.last_name)`,
    email: sql.ref('u.email'),
  },
  filter: {},
  tieBreaker: sql.ref('c.id'),
});

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
      const caseManager = await app.db
        .selectFrom('case_managers')
        .select('id')
        .where('uuid', '=', request.params.uuid)
        .executeTakeFirst();
      if (!caseManager) {
        throw ApiError.notFound(translate('portal.api.case_managers.not_found'));
      }
      const query = parseListQuery(source, request.query);
      const page = await runListQuery(source, query, chargesOfCaseManager(app.db, caseManager.id));
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
