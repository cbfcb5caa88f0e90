import type { FastifyInstance } from 'fastify';
import { fullName } from '../../core/fullName';
import type { ConsentEventType } from '../../machines/consent';
import { findVisibleCharge } from '../access/chargeAccess';
import { ApiError } from '../lib/apiError';
import { consentRequestMail } from '../mail/templates/consentRequest';
import type { Principal } from '../plugins/auth';
import { assertMailQuota } from './senderQuota';
import { enqueueMail } from '../repositories/mails';
import { applyConsentEvent } from './consentTransition';
import { inLanguage, translate } from '../lib/translate';
import { recipientLanguage } from '../mail/recipientLanguage';

const EVENTS = { RQ: 'consent.request', RC: 'consent.cancel' } as const satisfies Record<
  string,
  ConsentEventType
>;

export const CONSENT_REFUSED = (): string => translate('portal.api.charges.consent_refused');

/** A supporter requests (mailing the client) or cancels consent for one charge. */
export async function updateConsent(
  app: FastifyInstance,
  principal: Principal,
  chargeUuid: string,
  status: keyof typeof EVENTS,
): Promise<void> {
  const charge = await findVisibleCharge(app.db, principal, chargeUuid);
  const linkId = charge.link_id;
  if (linkId === null) {
    throw ApiError.notFound(translate('portal.api.charges.not_supported'));
  }
  await app.db.transaction().execute(async (trx) => {
    const changed = await applyConsentEvent(trx, {
      link: { id: linkId, consent_status: charge.consent_status },
      event: EVENTS[status],
      actorUserId: principal.user.id,
      charge,
      action: EVENTS[status],
    });
    if (!changed) {
      throw ApiError.conflict(CONSENT_REFUSED());
    }
    if (changed.to === 'RQ') {
      const name = fullName(principal.user.first_name, principal.user.last_name);
      const language = await recipientLanguage(trx, charge.email);
      await assertMailQuota(trx, app.config, principal.user.id, 1);
      await enqueueMail(trx, app.config.mailSender, {
        ...inLanguage(language, () =>
          consentRequestMail({ to: charge.email, supporterName: name || principal.user.email }),
        ),
        requestedBy: principal.user.id,
      });
    }
  });
}
