import { sql } from 'kysely';
import { charges } from '../../resources/charges';
import { isAttentionCode } from '../../core/attention';
import { severityBands } from '../../core/severity';
import type { Executor } from '../db/executor';
import { statementOnce } from '../db/statementOnce';
import { defineListSource, filterId, type FilterValue } from '../lib/listQuery';
import {
  CHARGE_FACTS,
  consentedAttention,
  consentedAttentionRank,
  consentedEvidenceColumns,
  consentedOpenAcknowledgements,
  consentedFlag,
  consentedPhq8Between,
  consentedPhq8Latest,
  consentedPhq8LatestAt,
  LINK_FACTS,
  type FactColumns,
} from './attentionSql';
import type { Viewer } from './viewer';
import { catalogueName } from './catalogueName';
import { currentLanguage } from '../lib/translate';
import type { Language } from '../../core/languages';

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
 */
export function visibleChargeRows(db: Executor, viewer: Viewer) {
  return visibleChargeJoins(db, viewer).select(chargeColumns(currentLanguage()));
}

/** The charges a viewer may see as the list shows them (`chargeListColumns`). */
function visibleChargeListRows(db: Executor, viewer: Viewer) {
  return visibleChargeJoins(db, viewer).select(chargeListColumns(currentLanguage()));
}

/** A charge row as the charges list reads it (presenters/charge.ts). */
export type ChargeListRow = Awaited<
  ReturnType<ReturnType<typeof visibleChargeListRows>['executeTakeFirstOrThrow']>
>;

function visibleChargeJoins(db: Executor, viewer: Viewer) {
  return visibleCharges(db, viewer)
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('courses as cs', 'cs.id', 'c.course_id');
}

/** The visibility rule itself: the viewer's own link to each charge, required but for admins. */
function visibleCharges(db: Executor, { isAdmin, caseManagerId }: Viewer) {
  const base = db.selectFrom('charges as c');
  return isAdmin
    ? base.leftJoin('charge_supporters as me', (join) =>
        join.onRef('me.charge_id', '=', 'c.id').on('me.case_manager_id', '=', caseManagerId),
      )
    : base.innerJoin('charge_supporters as me', (join) =>
        join.onRef('me.charge_id', '=', 'c.id').on('me.case_manager_id', '=', caseManagerId),
      );
}

/** `findVisibleChargeConsent` for one kind of viewer, compiled once: every journey read runs it. */
const visibleConsent = (isAdmin: boolean) =>
  statementOnce(2, (db, caseManagerId: number, uuid: string) =>
    visibleCharges(db, { isAdmin, caseManagerId })
      .select(['c.id', 'c.uuid', 'me.consent_status'])
      .where('c.uuid', '=', uuid),
  );
const consentAsAdmin = visibleConsent(true);
const consentAsSupporter = visibleConsent(false);

/**
 * A charge the viewer may see, with only the viewer's own consent on it: what a journey read
 * needs, without the list row's names, catalogue and triage columns (the journey is
 * read far more often than it changes).
 */
export async function findVisibleChargeConsent(db: Executor, viewer: Viewer, uuid: string) {
  const read = viewer.isAdmin ? consentAsAdmin : consentAsSupporter;
  return (await read(db, viewer.caseManagerId, uuid)).rows[0];
}

/**
 * What the charges list shows of a charge (presenters/charge.ts), its course named in the
 * reader's `language`: nothing more, since every row of every page is parsed.
 */
const chargeListColumns = (language: Language) =>
  [
    'c.id',
    'c.uuid',
    'u.first_name',
    'u.last_name',
    sql<string>`concat_ws(' ', u.first_name, u.last_name)`.as('full_name'),
    'c.nickname',
    'u.email',
    'co.name as company',
    catalogueName('cs', language).as('course'),
    'c.sessions_count',
    'c.policy',
    'c.latest_session',
    'me.consent_status',
    // Triage: null unless the caller's own consent is Given (attentionSql.ts).
    consentedAttention(CHARGE_FACTS).as('attention'),
    consentedEvidenceColumns().as('attention_evidence'),
    consentedOpenAcknowledgements().as('attention_acknowledged'),
    consentedPhq8Latest(CHARGE_FACTS).as('phq8_latest'),
    consentedPhq8LatestAt(CHARGE_FACTS).as('phq8_latest_at'),
  ] as const;

/** A charge's columns for its own page and actions: the list's, and its link's and record's. */
const chargeColumns = (language: Language) =>
  [
    ...chargeListColumns(language),
    'me.id as link_id',
    'me.can_invite_others',
    'c.company_id',
    'c.gender',
    'c.is_employed',
    'c.created_on',
    'c.updated_on',
  ] as const;

/*
 * Triage's sorts and filters, the same in both list sources but for where the facts
 * are read (the charge, or the copies on the caller's link): always under `me.consent_status`,
 * the caller's own link, so nothing is found or ordered without Given consent. Choice filters'
 * values are declared options (listQuery parses them).
 */
const triageSort = (facts: FactColumns) => ({
  latestPhq8: consentedPhq8Latest(facts),
  attention: consentedAttentionRank(facts),
});

const triageFilter = (facts: FactColumns) => ({
  attention: (value: FilterValue) =>
    typeof value === 'string' && isAttentionCode(value)
      ? consentedFlag(value, facts)
      : sql<boolean>`false`,
  phq8Band: (value: FilterValue) => {
    const band = severityBands('phq8').find((b) => b.severity === value);
    return band ? consentedPhq8Between(band.from, band.to, facts) : sql<boolean>`false`;
  },
  consentStatus: (value: FilterValue) => sql<boolean>`coalesce(me.consent_status, 'NR') = ${value}`,
});

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
    ...triageSort(CHARGE_FACTS),
  },
  search: {
    fullName: sql<string>`concat_ws(' ', u.first_name, u.last_name)`,
    email: sql.ref('u.email'),
    policy: sql.ref('c.policy'),
  },
  filter: {
    course: (value) => sql`c.course_id = ${filterId('course', value)}`,
    latestSession: (value) => sql`c.latest_session >= ${value}`,
    ...triageFilter(CHARGE_FACTS),
  },
  tieBreaker: sql.ref('c.id'),
});

/**
 * A case manager's charges list: sorted, filtered and searched on the keys kept on
 * their own links (migration 2026-11-24-70-charge-list-keys), so a page is read from one
 * `(case_manager_id, key, charge_id)` index, page 100 as page 1 (the page's keys first, then
 * its rows). The tie-breaker is the link's charge, as in the index.
 */
export const linkedChargeListSource = defineListSource({
  definition: charges,
  sort: {
    policy: sql.ref('me.policy'),
    sessions: sql.ref('me.sessions_count'),
    latestSession: sql.ref('me.latest_session'),
    ...triageSort(LINK_FACTS),
  },
  search: {
    fullName: sql.ref('me.full_name'),
    email: sql.ref('me.email'),
    policy: sql.ref('me.policy'),
  },
  filter: {
    course: (value) => sql`me.course_id = ${filterId('course', value)}`,
    latestSession: (value) => sql`me.latest_session >= ${value}`,
    ...triageFilter(LINK_FACTS),
  },
  tieBreaker: sql.ref('me.charge_id'),
  // A page's keys come from the links alone; only its ten charges are joined.
  pageByKey: true,
});

/**
 * A case manager's charges, from their links: the charge and its user always exist (foreign
 * keys) but are left-joined, so the pager's count (no columns) reads the links alone.
 */
function linkedChargeRows(db: Executor, caseManagerId: number) {
  return db
    .selectFrom('charge_supporters as me')
    .leftJoin('charges as c', 'c.id', 'me.charge_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('courses as cs', 'cs.id', 'c.course_id')
    .where('me.case_manager_id', '=', caseManagerId)
    .select(chargeListColumns(currentLanguage()))
    .$castTo<ChargeListRow>();
}

/** The list source a viewer's charges list reads: an administrator's charges, else the links. */
export function chargeListSourceFor({ isAdmin }: Pick<Viewer, 'isAdmin'>) {
  return isAdmin ? chargeListSource : linkedChargeListSource;
}

/** Where a viewer's charges list reads the attention flags' facts, as `chargeListSourceFor`. */
export function attentionFactsFor({ isAdmin }: Pick<Viewer, 'isAdmin'>): FactColumns {
  return isAdmin ? CHARGE_FACTS : LINK_FACTS;
}

/** The charges list's rows, read with `chargeListSourceFor` the same viewer. */
export function chargeListRows(db: Executor, viewer: Viewer) {
  return viewer.isAdmin
    ? visibleChargeListRows(db, viewer)
    : linkedChargeRows(db, viewer.caseManagerId);
}
