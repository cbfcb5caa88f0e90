import type { FastifyInstance } from 'fastify';
import type { ChargeRequestDetail } from '../../../core/generated/charge-request-detail';
import { findVisibleChargeRequest } from '../../access/chargeRequestAccess';
import { routeAlsoAtSpecPath } from '../../lib/specPath';
import { principalOf } from '../../plugins/auth';
import { toChargeRequest } from '../../presenters/chargeRequest';
import { toInvitedSupporter } from '../../presenters/supporters';
import { chargeRequestCaseManagers } from '../../repositories/chargeRequests';
import { invitedSupportersOfRequest } from '../../repositories/supporters';

export default function chargeRequestDetailRoute(app: FastifyInstance): void {
  routeAlsoAtSpecPath<{ Params: { id: number } }>(app, '/case-managers/charge-requests/:id/', {
    method: 'GET',
    url: '/charge-requests/:id/',
    onRequest: app.authenticate,
    schema: {
      tags: ['charge requests'],
      summary: 'One charge request with its case managers and invited supporters',
      security: [{ bearer: [] }],
      params: { $ref: 'id-params.json' },
      response: { 200: { $ref: 'charge-request-detail.json' } },
    },
    handler: async (request): Promise<ChargeRequestDetail> => {
      const row = await findVisibleChargeRequest(app.db, principalOf(request), request.params.id);
      const [direct, invited] = await Promise.all([
        chargeRequestCaseManagers(app.db, row.id),
        invitedSupportersOfRequest(app.db, row.id),
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
  });
}
