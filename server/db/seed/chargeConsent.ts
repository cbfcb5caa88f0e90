import type { AppConsentAnswer } from '../../../core/generated/app-consent-answer';
import type { Executor } from '../executor';
import type { User } from '../database';
import type { AppClient } from '../../plugins/clientAuth';
import { findSupporterLink } from '../../repositories/appConsent';
import { applyConsentEvent } from '../../services/consentTransition';
import { answerConsentRequest } from '../../services/app/consentAnswers';
import { checked } from './appPayloads';
import type { ConsentPlan } from './chargeCast';

export interface Supporter {
  user: User;
  caseManager: { id: number; uuid: string };
}

/**
 * Takes one supporter's consent from where registration left it (Requested, or nothing when the
 * request did not ask) to where the story wants it: Given and Denied are the client's answers
 * through the app's service; Cancelled is the supporter withdrawing the request.
 */
export async function settleConsent(
  db: Executor,
  client: AppClient,
  supporter: Supporter,
  plan: ConsentPlan,
): Promise<void> {
  if (plan === 'GV' || plan === 'DN') {
    const answer = checked<AppConsentAnswer>('app-consent-answer.json', { status: plan });
    await answerConsentRequest(db, client, supporter.caseManager.uuid, answer);
  } else if (plan === 'RC') {
    await cancelConsentRequest(db, client, supporter);
  }
}

/** The supporter withdraws the request: the same consent step the portal's cancel takes. */
async function cancelConsentRequest(db: Executor, client: AppClient, supporter: Supporter) {
  const link = await findSupporterLink(db, client.chargeId, supporter.caseManager.uuid);
  const changed = link
    ? await applyConsentEvent(db, {
        link,
        event: 'consent.cancel',
        actorUserId: supporter.user.id,
        charge: { id: client.chargeId, uuid: client.chargeUuid },
        action: 'consent.cancel',
      })
    : null;
  if (!changed) {
    throw new Error(`The demo cannot cancel consent from ${link?.consent_status ?? 'nothing'}.`);
  }
}
