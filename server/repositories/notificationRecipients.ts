import { sql } from 'kysely';
import { CONSENT_GIVEN } from '../../machines/consent';
import type { Executor } from '../db/executor';

/**
 * Who an event may reach: the users of a charge's attached supporters, or only those whose own
 * consent is Given (health data), active accounts only, except the people named (the one who
 * caused it).
 */
export async function supporterUsersOf(
  db: Executor,
  chargeId: number,
  options: { consentGiven: boolean; except?: number[] },
): Promise<number[]> {
  let query = db
    .selectFrom('charge_supporters as s')
    .innerJoin('case_managers as cm', 'cm.id', 's.case_manager_id')
    .innerJoin('users as u', 'u.id', 'cm.user_id')
    .select('u.id')
    .where('s.charge_id', '=', chargeId)
    .where('u.is_active', '=', true);
  if (options.consentGiven) {
    query = query.where('s.consent_status', '=', CONSENT_GIVEN);
  }
  const except = options.except ?? [];
  if (except.length > 0) {
    query = query.where('u.id', 'not in', except);
  }
  return (await query.execute()).map((row) => row.id);
}

/** The user of the case manager a charge's supporter link belongs to. */
export async function userOfSupporterLink(db: Executor, linkId: number): Promise<number> {
  const row = await db
    .selectFrom('charge_supporters as s')
    .innerJoin('case_managers as cm', 'cm.id', 's.case_manager_id')
    .select('cm.user_id')
    .where('s.id', '=', linkId)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/** The user of a case manager. */
export async function userOfCaseManager(db: Executor, caseManagerId: number): Promise<number> {
  const row = await db
    .selectFrom('case_managers')
    .select('user_id')
    .where('id', '=', caseManagerId)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/**
 * Charges whose last PHQ-8 (or, with none, their joining) is at least `days` days old, with
 * when that was: the questionnaires they missed in a row since.
 */
export function chargesWithoutQuestionnaireSince(db: Executor, days: number, now: Date) {
  const last = sql<Date>`coalesce(c.phq8_latest_at, c.created_on)`;
  return db
    .selectFrom('charges as c')
    .select(['c.id', last.as('last_at')])
    .where(last, '<=', sql<Date>`${now}::timestamptz - make_interval(days => ${days})`)
    .execute();
}
