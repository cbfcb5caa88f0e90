import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/**
 * Supporters attached to a charge, with their consent, oldest first: all of them, or all but the
 * one asking (a charge's page lists the others).
 */
export function otherSupportersOf(db: Executor, chargeId: number, exceptCaseManagerId?: number) {
  return db
    .selectFrom('charge_supporters as s')
    .innerJoin('case_managers as cm', 'cm.id', 's.case_manager_id')
    .innerJoin('users as u', 'u.id', 'cm.user_id')
    .select([
      'u.email',
      'u.first_name',
      'u.last_name',
      's.designation',
      's.consent_status',
      's.created_at',
    ])
    .where('s.charge_id', '=', chargeId)
    .$if(exceptCaseManagerId !== undefined, (query) =>
      query.where('s.case_manager_id', '!=', exceptCaseManagerId ?? 0),
    )
    .orderBy('s.created_at')
    .execute();
}

/** Invitations still open or declined for a charge, directly or through its request. */
export function invitedSupportersOf(db: Executor, chargeId: number) {
  return db
    .selectFrom('invitations as i')
    .leftJoin('charge_requests as cr', 'cr.id', 'i.charge_request_id')
    .select(['i.email', 'i.designation', 'i.status', 'i.created_at'])
    .where((eb) => eb.or([eb('i.charge_id', '=', chargeId), eb('cr.charge_id', '=', chargeId)]))
    .where('i.status', '!=', 'AC')
    .orderBy('i.created_at')
    .execute();
}

/** Invitations still open or declined for a charge request. */
export function invitedSupportersOfRequest(db: Executor, chargeRequestId: number) {
  return db
    .selectFrom('invitations as i')
    .select(['i.email', 'i.designation', 'i.status', 'i.created_at'])
    .where('i.charge_request_id', '=', chargeRequestId)
    .where('i.status', '!=', 'AC')
    .orderBy('i.created_at')
    .execute();
}

/**
 * Whether the account with this e-mail already supports the charge, or (for a request) is one of
 * its case managers: people the request's or the charge's detail already lists.
 */
export async function isAttachedByEmail(
  db: Executor,
  target: { chargeId: number | null; chargeRequestId: number | null },
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('case_managers as cm', 'cm.user_id', 'u.id')
    .select('u.id')
    .where(sql<boolean>`lower(u.email) = lower(${email})`)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('charge_supporters as s')
            .select('s.id')
            .whereRef('s.case_manager_id', '=', 'cm.id')
            .where('s.charge_id', '=', target.chargeId ?? 0),
        ),
        eb.exists(
          eb
            .selectFrom('charge_request_case_managers as crcm')
            .select('crcm.id')
            .whereRef('crcm.case_manager_id', '=', 'cm.id')
            .where('crcm.charge_request_id', '=', target.chargeRequestId ?? 0),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export interface SupporterLink {
  chargeId: number;
  caseManagerId: number;
  designation: string;
  /** Requested consent with its time, when the link asks for consent at once. */
  consent?: { status: 'RQ'; at: Date };
}

/** Attaches a supporter to a charge unless already attached: true when it was added. */
export async function linkSupporter(db: Executor, link: SupporterLink): Promise<boolean> {
  const row = await db
    .insertInto('charge_supporters')
    .values({
      charge_id: link.chargeId,
      case_manager_id: link.caseManagerId,
      designation: link.designation,
      ...(link.consent
        ? { consent_status: link.consent.status, consent_updated_at: link.consent.at }
        : {}),
    })
    .onConflict((oc) => oc.columns(['charge_id', 'case_manager_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function accessCodesUsedBy(db: Executor, chargeId: number) {
  return db
    .selectFrom('access_codes')
    .select('code')
    .where('used_by', '=', chargeId)
    .orderBy('used_at')
    .execute();
}

/**
 * Detaches a case manager from a charge: they no longer see it, and their consent from it goes
 * with the link. Answers the charge's id and the case manager's e-mail when there was such a link.
 */
export function unlinkSupporter(db: Executor, caseManagerUuid: string, chargeUuid: string) {
  return db
    .deleteFrom('charge_supporters as s')
    .using(['charges as c', 'case_managers as cm', 'users as u'])
    .whereRef('c.id', '=', 's.charge_id')
    .whereRef('cm.id', '=', 's.case_manager_id')
    .whereRef('u.id', '=', 'cm.user_id')
    .where('c.uuid', '=', chargeUuid)
    .where('cm.uuid', '=', caseManagerUuid)
    .returning(['s.charge_id', 'u.email'])
    .executeTakeFirst();
}
