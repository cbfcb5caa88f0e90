import { nextConsentStatus, toConsentStatus } from '../../../machines/consent';
import type { AppConsentAnswer } from '../../../src/types/generated/app-consent-answer';
import type { AppConsentAnswered } from '../../../src/types/generated/app-consent-answered';
import type { AppConsentRequestList } from '../../../src/types/generated/app-consent-request-list';
import type { Executor } from '../../db/executor';
import { ApiError } from '../../lib/apiError';
import type { AppClient } from '../../plugins/clientAuth';
import {
  findSupporterLink,
  pendingConsentRequests,
  setConsentIfUnchanged,
} from '../../repositories/appConsent';
import { appendAudit } from '../../repositories/auditLog';
import { inTransaction } from './transaction';

export const NO_PENDING_REQUEST = 'There is no pending consent request from this supporter.';
export const UNKNOWN_SUPPORTER = 'This supporter is not attached to you.';

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
      throw ApiError.notFound(UNKNOWN_SUPPORTER);
    }
    const next = nextConsentStatus(toConsentStatus(link.consent_status), EVENTS[answer.status]);
    if (next !== answer.status) {
      throw ApiError.conflict(NO_PENDING_REQUEST);
    }
    const at = new Date();
    if (!(await setConsentIfUnchanged(trx, link.id, link.consent_status, next, at))) {
      throw ApiError.conflict(NO_PENDING_REQUEST);
    }
    await appendAudit(trx, {
      actorUserId: client.user.id,
      action: 'consent.answer',
      targetType: 'charge',
      targetId: client.chargeUuid,
      chargeId: client.chargeId,
      ip,
      details: { status: next, caseManagerUuid: link.case_manager_uuid },
    });
    return { caseManagerUuid: link.case_manager_uuid, status: next, answeredAt: at.toISOString() };
  });
}
