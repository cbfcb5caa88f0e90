import { sql } from 'kysely';
import { charges } from '../../resources/charges';
import { isAttentionCode } from '../../src/core/attention';
import { severityBands } from '../../src/core/severity';
import type { Executor } from '../db/executor';
import { defineListSource, filterId, withPageTotal } from '../lib/listQuery';
import {
  consentedAttention,
  consentedAttentionCount,
  consentedFlag,
  consentedPhq8Between,
  consentedPhq8Latest,
  consentedPhq8LatestAt,
} from './attentionSql';
import type { Viewer } from './viewer';

export interface NewChargeRow {
  userId: number;
  companyId: number | null;
  courseId: number | null;
  policy: string | null;
  gender: string | null;
  isEmployed: boolean | null;
}

/** The charge record of a client user; answers its id. */
export async function insertCharge(db: Executor, charge: NewChargeRow): Promise<number> {
  const row = await db
    .insertInto('charges')
    .values({
      user_id: charge.userId,
      company_id: charge.companyId,
      course_id: charge.courseId,
      policy: charge.policy,
      gender: charge.gender,
      is_employed: charge.isEmployed,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function chargeExists(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('charges').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * The charges a viewer may see (design.md), with the viewer's own link to each: its attached
 * supporters, and administrators for the back office.
 *
 * `listing` is for a whole list (the charges list): a case manager's links are then read first,
 * through their index, behind an `OFFSET 0` fence the planner cannot see through, and each
 * charge is joined by its key. Without the fence the planner may walk a sort index of all
 * charges, probing each one's links, and since the page is counted in the same pass
 * (listQuery's `withPageTotal`) that walk reads every charge (measured: 70 ms instead of 5 ms at
 * 100,000 charges). Who is visible is the same either way.
 */
export function visibleChargeRows(
  db: Executor,
  { isAdmin, caseManagerId }: Viewer,
  { listing = false }: { listing?: boolean } = {},
) {
  const base = db
    .selectFrom('charges as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('courses as cs', 'cs.id', 'c.course_id');
  // Part of the one statement: plugins (the benchmark's SQL recorder) see it there, not alone.
  const myLinks = db
    .withoutPlugins()
    .selectFrom('charge_supporters')
    .selectAll()
    .where('case_manager_id', '=', caseManagerId)
    .offset(0)
    .as('me');
  const joined = isAdmin
    ? base.leftJoin('charge_supporters as me', (join) =>
        join.onRef('me.charge_id', '=', 'c.id').on('me.case_manager_id', '=', caseManagerId),
      )
    : listing
      ? base.innerJoin(myLinks, 'me.charge_id', 'c.id')
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
    // Triage (issue 14): null unless the caller's own consent is Given (attentionSql.ts).
    consentedAttention().as('attention'),
    consentedPhq8Latest().as('phq8_latest'),
    consentedPhq8LatestAt().as('phq8_latest_at'),
  ]);
}

export type VisibleChargeQuery = ReturnType<typeof visibleChargeRows>;
export type VisibleCharge = Awaited<ReturnType<VisibleChargeQuery['executeTakeFirstOrThrow']>>;

export function findVisibleChargeRow(
  db: Executor,
  viewer: Viewer,
  uuid: string,
): Promise<VisibleCharge | undefined> {
  return visibleChargeRows(db, viewer).where('c.uuid', '=', uuid).executeTakeFirst();
}

/** The charges list's declared sort, search and filter fields as SQL (resources/charges.ts). */
export const chargeListSource = defineListSource({
  definition: charges,
  sort: {
    policy: sql.ref('c.policy'),
    sessions: sql.ref('c.sessions_count'),
    latestSession: sql.ref('c.latest_session'),
    latestPhq8: consentedPhq8Latest(),
    attention: consentedAttentionCount(),
  },
  search: {
    fullName: sql<string>`concat_ws(' ', u.first_name, u.last_name)`,
    email: sql.ref('u.email'),
    policy: sql.ref('c.policy'),
  },
  filter: {
    course: (value) => sql`c.course_id = ${filterId('course', value)}`,
    latestSession: (value) => sql`c.latest_session >= ${value}`,
    // Choice filters: the value is one of the declared options (listQuery's parseFilterValue).
    attention: (value) =>
      typeof value === 'string' && isAttentionCode(value) ? consentedFlag(value) : sql`false`,
    phq8Band: (value) => {
      const band = severityBands('phq8').find((b) => b.severity === value);
      return band ? consentedPhq8Between(band.from, band.to) : sql`false`;
    },
    consentStatus: (value) => sql`coalesce(me.consent_status, 'NR') = ${value}`,
  },
  tieBreaker: sql.ref('c.id'),
});

/**
 * The charges list's rows. A case manager's charges (a few thousand at most) are sorted in
 * memory and counted in the same pass; an administrator's page through the sort indexes and the
 * maintained total.
 */
export function chargeListRows(db: Executor, viewer: Viewer) {
  const rows = visibleChargeRows(db, viewer, { listing: true });
  return viewer.isAdmin ? rows : withPageTotal(rows);
}
