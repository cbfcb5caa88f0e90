import { sql } from 'kysely';
import { chargeRequests } from '../../resources/chargeRequests';
import type { Executor } from '../db/executor';
import { defineListSource } from '../lib/listQuery';
import { ACCESS_CODE_USED } from './accessCodes';

/** SQL of a used request: its client registered with its access code (core/chargeRequestCorrection.ts). */
const CHARGE_REQUEST_USED = sql<boolean>`(cr.charge_id IS NOT NULL OR ${ACCESS_CODE_USED})`;

/** The list/detail fields of charge requests, joined once for every presenter. */
export function chargeRequestRows(db: Executor) {
  return db
    .selectFrom('charge_requests as cr')
    .innerJoin('access_codes as ac', 'ac.id', 'cr.access_code_id')
    .innerJoin('case_managers as cm', 'cm.id', 'cr.created_by')
    .innerJoin('users as creator', 'creator.id', 'cm.user_id')
    .leftJoin('companies as co', 'co.id', 'cr.company_id')
    .select([
      'cr.id',
      'cr.uuid',
      'cr.first_name',
      'cr.last_name',
      'cr.email',
      'cr.policy_number',
      'co.name as company',
      'ac.code as access_code',
      'creator.email as created_by',
      'cr.created_at',
      'cr.updated_at',
    ]);
}

export type ChargeRequestRow = Awaited<
  ReturnType<ReturnType<typeof chargeRequestRows>['executeTakeFirstOrThrow']>
>;

export function findChargeRequestRow(db: Executor, id: number): Promise<ChargeRequestRow> {
  return chargeRequestRows(db).where('cr.id', '=', id).executeTakeFirstOrThrow();
}

/**
 * The requests a reader may see, with their creator and charge: every request for `'all'`
 * (administrators), else those case manager `me` created or is attached to.
 */
export function visibleChargeRequestRows(db: Executor, me: number | 'all') {
  const rows = chargeRequestRows(db).select('cr.created_by as creator_id').select('cr.charge_id');
  if (me === 'all') {
    return rows;
  }
  return rows.where((eb) =>
    eb.or([
      eb('cr.created_by', '=', me),
      eb.exists(
        eb
          .selectFrom('charge_request_case_managers as crcm')
          .select('crcm.id')
          .whereRef('crcm.charge_request_id', '=', 'cr.id')
          .where('crcm.case_manager_id', '=', me),
      ),
    ]),
  );
}

/** One request a reader may see, with what its detail adds to the list's row. */
export function findVisibleChargeRequestRow(db: Executor, me: number | 'all', id: number) {
  return visibleChargeRequestRows(db, me)
    .select(['cr.company_id', 'cr.designation', CHARGE_REQUEST_USED.as('used')])
    .where('cr.id', '=', id)
    .executeTakeFirst();
}

/**
 * A request its creator (case manager `creator`, or any for `'all'`) may change, with whether it
 * is used, its code and its creator, locked with its access code for this transaction so a
 * client registering with the code meanwhile waits for the change.
 */
export function lockChargeRequestOf(db: Executor, creator: number | 'all', id: number) {
  let query = db
    .selectFrom('charge_requests as cr')
    .innerJoin('access_codes as ac', 'ac.id', 'cr.access_code_id')
    .select(['cr.id', 'cr.created_by', 'cr.access_code_id', CHARGE_REQUEST_USED.as('used')])
    .where('cr.id', '=', id);
  if (creator !== 'all') {
    query = query.where('cr.created_by', '=', creator);
  }
  return query.forUpdate(['cr', 'ac']).executeTakeFirst();
}

/** The charge requests list's declared fields as SQL (resources/chargeRequests.ts). */
export const chargeRequestListSource = defineListSource({
  definition: chargeRequests,
  sort: { createdAt: sql.ref('cr.created_at') },
  search: {
    firstName: sql.ref('cr.first_name'),
    lastName: sql.ref('cr.last_name'),
    email: sql.ref('cr.email'),
  },
  filter: {},
  tieBreaker: sql.ref('cr.id'),
});

export interface NewChargeRequestRow {
  firstName: string;
  lastName: string;
  email: string | null;
  companyId: number | null;
  policyNumber: string | null;
  designation: string;
  shouldRequestConsent: boolean;
  accessCodeId: number;
  createdBy: number;
}

/** Answers the new request's id. */
export async function insertChargeRequestRow(
  db: Executor,
  request: NewChargeRequestRow,
): Promise<number> {
  const row = await db
    .insertInto('charge_requests')
    .values({
      first_name: request.firstName,
      last_name: request.lastName,
      email: request.email,
      company_id: request.companyId,
      policy_number: request.policyNumber,
      designation: request.designation,
      should_request_consent: request.shouldRequestConsent,
      access_code_id: request.accessCodeId,
      created_by: request.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The charge a request became (null until its client registers), locked for this transaction. */
export function lockChargeRequest(db: Executor, id: number) {
  return db
    .selectFrom('charge_requests')
    .select(['charge_id', 'should_request_consent'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface RequestCaseManagerLink {
  chargeRequestId: number;
  caseManagerId: number;
  designation: string;
}

/** Attaches a case manager to a request; a second link of the same pair is an error. */
export async function insertChargeRequestCaseManager(
  db: Executor,
  link: RequestCaseManagerLink,
): Promise<void> {
  await db
    .insertInto('charge_request_case_managers')
    .values({
      charge_request_id: link.chargeRequestId,
      case_manager_id: link.caseManagerId,
      designation: link.designation,
    })
    .execute();
}

/** Attaches a case manager to a request unless already attached: true when it was added. */
export async function addChargeRequestCaseManager(
  db: Executor,
  link: RequestCaseManagerLink,
): Promise<boolean> {
  const row = await db
    .insertInto('charge_request_case_managers')
    .values({
      charge_request_id: link.chargeRequestId,
      case_manager_id: link.caseManagerId,
      designation: link.designation,
    })
    .onConflict((oc) => oc.columns(['charge_request_id', 'case_manager_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The case managers attached to a request directly, oldest first. */
export function chargeRequestCaseManagers(db: Executor, chargeRequestId: number) {
  return db
    .selectFrom('charge_request_case_managers as crcm')
    .innerJoin('case_managers as cm', 'cm.id', 'crcm.case_manager_id')
    .innerJoin('users as u', 'u.id', 'cm.user_id')
    .select(['u.email', 'crcm.designation', 'crcm.created_at'])
    .where('crcm.charge_request_id', '=', chargeRequestId)
    .orderBy('crcm.created_at')
    .execute();
}
