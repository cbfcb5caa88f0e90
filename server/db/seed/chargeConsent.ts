import { nextConsentStatus, toConsentStatus } from '../../../machines/consent';
import type { AppConsentAnswer } from '../../../src/types/generated/app-consent-answer';
import type { Executor } from '../executor';
import type { User } from '../database';
import type { AppClient } from '../../plugins/clientAuth';
import { findSupporterLink, setConsentIfUnchanged } from '../../repositories/appConsent';
import { appendAudit } from '../../repositories/auditLog';
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

/**
 * The portal's cancel (`services/consent.ts#updateConsent`) needs the running app for its
 * charge lookup and mail; the seed takes the same steps on the database: the consent machine
 * decides, the update applies only from the status read, and the change is audited.
 */
async function cancelConsentRequest(db: Executor, client: AppClient, supporter: Supporter) {
  const link = await findSupporterLink(db, client.chargeId, supporter.caseManager.uuid);
  const from = toConsentStatus(link?.consent_status);
  const next = nextConsentStatus(from, 'consent.cancel');
  if (!link || next !== 'RC') {
    throw new Error(`The demo cannot cancel consent from ${from}.`);
  }
  if (!(await setConsentIfUnchanged(db, link.id, link.consent_status, next, new Date()))) {
    throw new Error('The demo consent changed while it was being cancelled.');
  }
  await appendAudit(db, {
    actorUserId: supporter.user.id,
    action: 'consent.cancel',
    targetType: 'charge',
    targetId: client.chargeUuid,
    chargeId: client.chargeId,
    details: { from, to: next },
  });
}
