import type { FastifyInstance } from 'fastify';
import type { SupporterAdd } from '../../../core/generated/supporter-add';
import { findVisibleChargeRequest } from '../../access/chargeRequestAccess';
import { ApiError } from '../../lib/apiError';
import { principalOf } from '../../plugins/auth';
import { addSupporter } from '../../services/addSupporter';
import { translate } from '../../lib/translate';

export default function addChargeRequestSupporterRoute(app: FastifyInstance): void {
  app.post<{ Params: { id: number }; Body: SupporterAdd }>(
    '/case-managers/charge-requests/:id/add-supporter/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charge requests', 'supporters'],
        summary: 'Add or invite a supporter (only the creator of the request)',
        security: [{ bearer: [] }],
        params: { $ref: 'id-params.json' },
        body: { $ref: 'supporter-add.json' },
        response: { 200: { $ref: 'supporter-add-result.json' } },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await findVisibleChargeRequest(app.db, principal, request.params.id);
      if (row.creator_id !== principal.caseManagerId) {
        throw ApiError.forbidden(translate('portal.api.charge_requests.creator_only'));
      }
      return addSupporter(
        app,
        principal,
        {
          chargeRequestId: row.id,
          subjectName: `${row.first_name} ${row.last_name}`,
        },
        request.body,
      );
    },
  );
}
