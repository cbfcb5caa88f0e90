import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { ConsentCode } from '../db/database';

/** The charge's supporters still waiting for an answer, oldest request first. */
export function pendingConsentRequests(db: Executor, chargeId: number) {
  return db
    .selectFrom('charge_supporters as s')
    .innerJoin('case_managers as cm', 'cm.id', 's.case_manager_id')
    .innerJoin('users as u', 'u.id', 'cm.user_id')
    .select([
      'cm.uuid as case_manager_uuid',
      sql<string>`concat_ws(' ', u.first_name, u.last_name)`.as('name'),
      'u.email',
      's.designation',
      // Links written before consent_updated_at was kept fall back to when they were made.
      sql<Date>`coalesce(s.consent_updated_at, s.created_at)`.as('requested_at'),
    ])
    .where('s.charge_id', '=', chargeId)
    .where('s.consent_status', '=', 'RQ')
    .orderBy('requested_at')
    .orderBy('s.id')
    .execute();
}

/** One supporter's link to this charge, by the supporter's case-manager uuid. */
export function findSupporterLink(db: Executor, chargeId: number, caseManagerUuid: string) {
  return db
    .selectFrom('charge_supporters as s')
    .innerJoin('case_managers as cm', 'cm.id', 's.case_manager_id')
    .select(['s.id', 's.consent_status', 'cm.uuid as case_manager_uuid'])
    .where('s.charge_id', '=', chargeId)
    .where('cm.uuid', '=', caseManagerUuid)
    .executeTakeFirst();
}

/**
 * Sets a link's consent only if it still holds `from`: a supporter cancelling at the same moment
 * wins or loses as a whole, never half-applied. Answers whether the row changed.
 */
export async function setConsentIfUnchanged(
  db: Executor,
  linkId: number,
  from: ConsentCode | null,
  to: ConsentCode,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('charge_supporters')
    .set({ consent_status: to, consent_updated_at: at })
    .where('id', '=', linkId)
    .where(sql<boolean>`consent_status IS NOT DISTINCT FROM ${from}`)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
