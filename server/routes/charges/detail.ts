import type { FastifyInstance } from 'fastify';
import type { ChargeDetail } from '../../../core/generated/charge-detail';
import { findVisibleCharge } from '../../access/chargeAccess';
import { principalOf } from '../../plugins/auth';
import { toCharge } from '../../presenters/charge';
import { toInvitedSupporter, toOtherSupporter } from '../../presenters/supporters';
import {
  accessCodesUsedBy,
  invitedSupportersOf,
  otherSupportersOf,
} from '../../repositories/supporters';

export default function chargeDetailRoute(app: FastifyInstance): void {
  app.get<{ Params: { uuid: string } }>(
    '/charges/:uuid/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charges'],
        summary: 'One charge with its supporters (404 unless the caller may see it)',
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        response: { 200: { $ref: 'charge-detail.json' } },
      },
    },
    async (request): Promise<ChargeDetail> => {
      const principal = principalOf(request);
      const charge = await findVisibleCharge(app.db, principal, request.params.uuid);
      const me = principal.caseManagerId ?? 0;
      const [others, invited, codes] = await Promise.all([
        otherSupportersOf(app.db, charge.id, me),
        invitedSupportersOf(app.db, charge.id),
        accessCodesUsedBy(app.db, charge.id),
      ]);
      return {
        ...toCharge(charge),
        accessCodes: codes.map((c) => c.code),
        gender: charge.gender,
        isEmployed: charge.is_employed,
        createdOn: charge.created_on.toISOString(),
        updatedOn: charge.updated_on.toISOString(),
        otherSupporters: others.map(toOtherSupporter),
        invitedSupporters: invited.map(toInvitedSupporter),
        canSupporterInviteOthers: charge.can_invite_others ?? false,
      };
    },
  );
}
