import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor';
import { JOURNEY_VIEW_ACTION } from './auditLog';
import { hasSecondFactor } from './mfa';

export interface CompanyRef {
  id: number;
  name: string;
}

/** Case managers with their account, companies and views count: one row per case manager. */
export function caseManagerRows(db: Executor) {
  return db
    .selectFrom('case_managers as cm')
    .innerJoin('users as u', 'u.id', 'cm.user_id')
    .select([
      'u.id',
      'cm.id as carer_id',
      'cm.uuid',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.last_login',
      'u.logins_count',
      'u.role',
      'u.is_superuser',
      'u.is_active',
      'u.date_joined',
      'u.updated_at',
      'cm.designation',
      sql<string>`concat_ws(' ', u.first_name, u.last_name)`.as('full_name'),
      // Kept by the view's own audit entry (migration 2026-11-28-10): the log only grows.
      'cm.journey_views as views_count',
      sql<CompanyRef[]>`coalesce((
        SELECT json_agg(json_build_object('id', co.id, 'name', co.name) ORDER BY co.name)
        FROM case_manager_companies cc JOIN companies co ON co.id = cc.company_id
        WHERE cc.case_manager_id = cm.id
      ), '[]'::json)`.as('companies'),
    ]);
}

export type CaseManagerRow = Awaited<
  ReturnType<ReturnType<typeof caseManagerRows>['executeTakeFirstOrThrow']>
>;

/** One case manager for its detail page, with whether their sign-in asks for a second factor. */
export function findCaseManagerRow(db: Executor, uuid: string) {
  return caseManagerRows(db)
    .select(hasSecondFactor('u').as('second_factor'))
    .where('cm.uuid', '=', uuid)
    .executeTakeFirst();
}

export type CaseManagerDetailRow = NonNullable<Awaited<ReturnType<typeof findCaseManagerRow>>>;

/** The journeys a user viewed, newest first: the history tab of case manager details. */
export function journeyViewsOf(db: Executor, userId: number, limit = 200) {
  return db
    .selectFrom('audit_log as a')
    .innerJoin('charges as c', 'c.id', 'a.charge_id')
    .innerJoin('users as cu', 'cu.id', 'c.user_id')
    .select([
      'c.uuid as charge_uuid',
      sql<string>`concat_ws(' ', cu.first_name, cu.last_name)`.as('charge_name'),
      'a.at',
    ])
    .where('a.actor_user_id', '=', userId)
    .where('a.action', '=', JOURNEY_VIEW_ACTION)
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/** The charges a case manager supports, with that supporter's consent status. */
export function chargesOfCaseManager(db: Executor, caseManagerId: number) {
  return db
    .selectFrom('charge_supporters as s')
    .innerJoin('charges as c', 'c.id', 's.charge_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.uuid', 'u.first_name', 'u.last_name', 'u.email', 's.consent_status'])
    .where('s.case_manager_id', '=', caseManagerId);
}

/** A case manager's number of charges, kept by triggers: their unfiltered charges list's count. */
export function caseloadTotal(caseManagerId: number): RawBuilder<number> {
  return sql<number>`(SELECT charge_count FROM case_managers WHERE id = ${caseManagerId})`;
}

/** The same, for the case manager of this uuid (a list whose path names them). */
export function caseloadTotalOf(caseManagerUuid: string): RawBuilder<number> {
  return sql<number>`(SELECT charge_count FROM case_managers WHERE uuid = ${caseManagerUuid})`;
}

/** The case manager record of a staff user. */
export async function caseManagerIdOfUser(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('case_managers')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.id;
}
