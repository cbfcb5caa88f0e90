import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { ApiError } from '../lib/apiError';
import type { Principal } from '../plugins/auth';
import { caseManagerIdOf } from './caseManagerOf';

/**
 * Who may see a charge (design.md): its attached supporters, and administrators for the
 * back office. Anyone else gets 404, never 403, so ids cannot be probed.
 */
export async function chargesVisibleTo(db: Executor, principal: Principal) {
  const caseManagerId = (await caseManagerIdOf(db, principal)) ?? 0;
  const base = db
    .selectFrom('charges as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('courses as cs', 'cs.id', 'c.course_id');
  const joined = principal.isAdmin
    ? base.leftJoin('charge_supporters as me', (join) =>
        join.onRef('me.charge_id', '=', 'c.id').on('me.case_manager_id', '=', caseManagerId),
      )
    : base.innerJoin('charge_supporters as me', (join) =>
        join.onRef('me.charge_id', '=', 'c.id').on('me.case_manager_id', '=', caseManagerId),
      );
  return joined.select([
    'c.id',
    'c.uuid',
    'u.first_name',
    'u.last_name',
    sql<string>`concat_ws(' ', u.first_name, u.last_name)`.as('full_name'),
    'c.nickname',
    'u.email',
    'co.name as company',
    'cs.name as course',
    'c.sessions_count',
    'c.policy',
    'c.latest_session',
    'me.id as link_id',
    'me.consent_status',
    'me.can_invite_others',
    'c.gender',
    'c.is_employed',
    'c.created_on',
    'c.updated_on',
  ]);
}

export type VisibleChargeQuery = Awaited<ReturnType<typeof chargesVisibleTo>>;
export type VisibleCharge = Awaited<ReturnType<VisibleChargeQuery['executeTakeFirstOrThrow']>>;

export async function findVisibleCharge(
  db: Executor,
  principal: Principal,
  uuid: string,
): Promise<VisibleCharge> {
  const charge = await (
    await chargesVisibleTo(db, principal)
  )
    .where('c.uuid', '=', uuid)
    .executeTakeFirst();
  if (!charge) {
    throw ApiError.notFound('No charge found.');
  }
  return charge;
}
