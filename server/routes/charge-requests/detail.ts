import type { FastifyInstance } from 'fastify';
import type { ChargeRequestDetail } from '../../../src/types/generated/charge-request-detail';
import { findVisibleChargeRequest } from '../../access/chargeRequestAccess';
import { principalOf } from '../../plugins/auth';
import { toChargeRequest } from '../../presenters/chargeRequest';
import { toInvitedSupporter } from '../../presenters/supporters';

export default function chargeRequestDetailRoute(app: FastifyInstance): void {
  app.get<{ Params: { id: number } }>(
    '/case-managers/charge-requests/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charge requests'],
        summary: 'One charge request with its case managers and invited supporters',
        security: [{ bearer: [] }],
        params: { $ref: 'id-params.json' },
        response: { 200: { $ref: 'charge-request-detail.json' } },
      },
    },
    async (request): Promise<ChargeRequestDetail> => {
      const row = await findVisibleChargeRequest(app.db, principalOf(request), request.params.id);
      const [direct, invited] = await Promise.all([
        app.db
          .selectFrom('charge_request_case_managers as crcm')
          .innerJoin('case_managers as cm', 'cm.id', 'crcm.case_manager_id')
          .innerJoin('users as u', 'u.id', 'cm.user_id')
          .select(['u.email', 'crcm.designation', 'crcm.created_at'])
          .where('crcm.charge_request_id', '=', row.id)
          .orderBy('crcm.created_at')
          .execute(),
        app.db
          .selectFrom('invitations as i')
          .select(['i.email', 'i.designation', 'i.status', 'i.created_at'])
          .where('i.charge_request_id', '=', row.id)
          .where('i.status', '!=', 'AC')
          .orderBy('i.created_at')
          .execute(),
      ]);
      return {
        ...toChargeRequest(row),
        otChargeRequests: direct.map((d) => ({
          email: d.email,
          designation: d.designation,
          createdAt: d.created_at.toISOString(),
        })),
        invitedSupporters: invited.map(toInvitedSupporter),
      };
    },
  );
}
