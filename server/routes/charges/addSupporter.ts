import type { FastifyInstance } from 'fastify';
import type { SupporterAdd } from '../../../core/generated/supporter-add';
import { findVisibleCharge } from '../../access/chargeAccess';
import { ApiError } from '../../lib/apiError';
import { principalOf } from '../../plugins/auth';
import { addSupporter } from '../../services/addSupporter';
import { translate } from '../../lib/translate';

export default function addChargeSupporterRoute(app: FastifyInstance): void {
  app.post<{ Params: { uuid: string }; Body: SupporterAdd }>(
    '/charges/:uuid/add-supporter/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charges', 'supporters'],
        summary: 'Add or invite a supporter (only supporters allowed to invite others)',
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        body: { $ref: 'supporter-add.json' },
        response: { 200: { $ref: 'supporter-add-result.json' } },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const charge = await findVisibleCharge(app.db, principal, request.params.uuid);
      if (!charge.can_invite_others) {
        throw ApiError.forbidden(translate('portal.api.charges.may_not_invite'));
      }
      return addSupporter(
        app,
        principal,
        { chargeId: charge.id, subjectName: charge.full_name },
        request.body,
      );
    },
  );
}
