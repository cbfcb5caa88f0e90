import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { nextConsentStatus, toConsentStatus, type ConsentEventType } from '../../machines/consent';
import { findVisibleCharge } from '../access/chargeAccess';
import { ApiError } from '../lib/apiError';
import { consentRequestMail } from '../mail/templates/consentRequest';
import type { Principal } from '../plugins/auth';
import { appendAudit } from '../repositories/auditLog';
import { enqueueMail } from '../repositories/mails';

const EVENTS = { RQ: 'consent.request', RC: 'consent.cancel' } as const satisfies Record<
  string,
  ConsentEventType
>;

export const CONSENT_REFUSED = 'This consent change is not allowed from the current status.';

/**
 * A supporter requests or cancels consent for one charge, as the consent machine allows. The
 * update only applies if nobody changed the status meanwhile, so a race cannot lose an answer.
 */
export async function updateConsent(
  app: FastifyInstance,
  principal: Principal,
  chargeUuid: string,
  status: keyof typeof EVENTS,
): Promise<void> {
  const charge = await findVisibleCharge(app.db, principal, chargeUuid);
  if (charge.link_id === null) {
    throw ApiError.notFound('You do not support this charge.');
  }
  const current = toConsentStatus(charge.consent_status);
  const next = nextConsentStatus(current, EVENTS[status]);
  if (next === null || next === 'NR') {
    throw ApiError.conflict(CONSENT_REFUSED);
  }
  await app.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('charge_supporters')
      .set({ consent_status: next, consent_updated_at: new Date() })
      .where('id', '=', charge.link_id)
      .where(sql<boolean>`consent_status IS NOT DISTINCT FROM ${charge.consent_status}`)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) {
      throw ApiError.conflict(CONSENT_REFUSED);
    }
    await appendAudit(trx, {
      actorUserId: principal.user.id,
      action: EVENTS[status],
      targetType: 'charge',
      targetId: charge.uuid,
      chargeId: charge.id,
      details: { from: current, to: next },
    });
    if (next === 'RQ') {
      const name = [principal.user.first_name, principal.user.last_name].filter(Boolean).join(' ');
      await enqueueMail(
        trx,
        app.config.mailSender,
        consentRequestMail({ to: charge.email, supporterName: name || principal.user.email }),
      );
    }
  });
}
