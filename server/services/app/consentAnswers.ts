import type { AppConsentAnswer } from '../../../core/generated/app-consent-answer';
import type { AppConsentAnswered } from '../../../core/generated/app-consent-answered';
import type { AppConsentRequestList } from '../../../core/generated/app-consent-request-list';
import type { Executor } from '../../db/executor';
import { ApiError } from '../../lib/apiError';
import type { AppClient } from '../../plugins/clientAuth';
import { findSupporterLink, pendingConsentRequests } from '../../repositories/appConsent';
import { applyConsentEvent } from '../consentTransition';
import { inTransaction } from './transaction';
import { translate } from '../../lib/translate';

export const NO_PENDING_REQUEST = (): string => translate('portal.api.app.no_pending_request');
export const UNKNOWN_SUPPORTER = (): string => translate('portal.api.app.unknown_supporter');

const EVENTS = { GV: 'consent.give', DN: 'consent.deny' } as const;

export async function listConsentRequests(
  db: Executor,
  chargeId: number,
): Promise<AppConsentRequestList> {
  const rows = await pendingConsentRequests(db, chargeId);
  return rows.map((row) => ({
    caseManagerUuid: row.case_manager_uuid,
    name: row.name || row.email,
    email: row.email,
    designation: row.designation,
    requestedAt: new Date(row.requested_at).toISOString(),
  }));
}

/**
 * The client gives or denies one supporter's consent. Whether that is allowed is the consent
 * machine's decision (only from Requested), so the portal and the app follow one rule.
 */
export async function answerConsentRequest(
  db: Executor,
  client: AppClient,
  caseManagerUuid: string,
  answer: AppConsentAnswer,
  ip?: string,
): Promise<AppConsentAnswered> {
  return inTransaction(db, async (trx) => {
    const link = await findSupporterLink(trx, client.chargeId, caseManagerUuid);
    if (!link) {
      throw ApiError.notFound(UNKNOWN_SUPPORTER());
    }
    const changed = await applyConsentEvent(trx, {
      link,
      event: EVENTS[answer.status],
      actorUserId: client.user.id,
      charge: { id: client.chargeId, uuid: client.chargeUuid },
      action: 'consent.answer',
      ...(ip === undefined ? {} : { ip }),
      details: { status: answer.status, caseManagerUuid: link.case_manager_uuid },
    });
    if (!changed) {
      throw ApiError.conflict(NO_PENDING_REQUEST());
    }
    return {
      caseManagerUuid: link.case_manager_uuid,
      status: answer.status,
      answeredAt: changed.at.toISOString(),
    };
  });
}
