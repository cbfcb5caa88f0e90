import type { Executor } from '../db/executor';
import type { ConsentCode } from '../db/database';

/**
 * An access code with the charge request it belongs to, both rows locked until the transaction
 * ends: two registrations with one code queue here, and the second sees the code used.
 */
export function lockAccessCodeWithRequest(db: Executor, code: string) {
  return db
    .selectFrom('access_codes as ac')
    .innerJoin('charge_requests as cr', 'cr.access_code_id', 'ac.id')
    .select([
      'ac.id as access_code_id',
      'ac.used_by',
      'ac.used_at',
      'cr.id as request_id',
      'cr.uuid as request_uuid',
      'cr.company_id',
      'cr.policy_number',
      'cr.designation',
      'cr.should_request_consent',
      'cr.created_by',
      'cr.charge_id',
    ])
    .where('ac.code', '=', code)
    .forUpdate(['ac', 'cr'])
    .executeTakeFirst();
}

export async function markAccessCodeUsed(
  db: Executor,
  accessCodeId: number,
  chargeId: number,
  at: Date,
): Promise<void> {
  await db
    .updateTable('access_codes')
    .set({ used_by: chargeId, used_at: at, updated_at: at })
    .where('id', '=', accessCodeId)
    .execute();
}

export async function linkRequestToCharge(
  db: Executor,
  requestId: number,
  chargeId: number,
  at: Date,
): Promise<void> {
  await db
    .updateTable('charge_requests')
    .set({ charge_id: chargeId, updated_at: at })
    .where('id', '=', requestId)
    .execute();
}

/** The case managers attached to a request directly (accepted invitees included). */
export function requestCaseManagers(db: Executor, requestId: number) {
  return db
    .selectFrom('charge_request_case_managers')
    .select(['case_manager_id', 'designation'])
    .where('charge_request_id', '=', requestId)
    .orderBy('id')
    .execute();
}

export interface SupporterLink {
  caseManagerId: number;
  designation: string | null;
  consentStatus: ConsentCode | null;
  consentUpdatedAt: Date | null;
  canInviteOthers: boolean;
}

/** Inserts links in order; a case manager already linked keeps the first link written. */
export async function insertSupporterLinks(
  db: Executor,
  chargeId: number,
  links: SupporterLink[],
): Promise<void> {
  for (const link of links) {
    await db
      .insertInto('charge_supporters')
      .values({
        charge_id: chargeId,
        case_manager_id: link.caseManagerId,
        designation: link.designation,
        consent_status: link.consentStatus,
        consent_updated_at: link.consentUpdatedAt,
        can_invite_others: link.canInviteOthers,
      })
      .onConflict((oc) => oc.columns(['charge_id', 'case_manager_id']).doNothing())
      .execute();
  }
}
