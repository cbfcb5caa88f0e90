import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** An invitation with who sent it and whom it concerns, for the invitation pages. */
export function findInvitationView(db: Executor, uuid: string, kind: 'case_manager' | 'charge') {
  return db
    .selectFrom('invitations as i')
    .innerJoin('users as inviter', 'inviter.id', 'i.invited_by')
    .leftJoin('charge_requests as cr', 'cr.id', 'i.charge_request_id')
    .leftJoin('charges as ch', 'ch.id', 'i.charge_id')
    .leftJoin('users as client', 'client.id', 'ch.user_id')
    .select([
      'i.id',
      'i.uuid',
      'i.kind',
      'i.email',
      'i.designation',
      'i.status',
      'i.expires_at',
      'inviter.first_name as inviter_first_name',
      'inviter.last_name as inviter_last_name',
      'inviter.email as inviter_email',
      'cr.first_name as request_first_name',
      'cr.last_name as request_last_name',
      'cr.email as request_email',
      'client.first_name as client_first_name',
      'client.last_name as client_last_name',
      'client.email as client_email',
    ])
    .where('i.uuid', '=', uuid)
    .where('i.kind', '=', kind)
    .executeTakeFirst();
}

export type InvitationView = NonNullable<Awaited<ReturnType<typeof findInvitationView>>>;

/** The invitation row locked for this transaction, so two signups cannot both use it. */
export function lockInvitation(db: Executor, uuid: string, kind: 'case_manager' | 'charge') {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
}

/** Counts a wrong one-time code against an invitation (it locks after a few). */
export async function countWrongInvitationCode(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('invitations')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks an invitation accepted (AC) or declined (RJ). */
export async function setInvitationStatus(
  db: Executor,
  id: number,
  status: 'AC' | 'RJ',
): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ status, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Whom an invitation would attach the invitee to: a charge request, or a charge (a client's). */
export type InvitationTarget = { chargeRequestId: number } | { chargeId: number };

/** Whether this address (in any case) was already invited to the same request or charge. */
export async function isInvitedTo(
  db: Executor,
  target: InvitationTarget,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('invitations')
    .select('id')
    .where(
      'chargeId' in target ? 'charge_id' : 'charge_request_id',
      '=',
      'chargeId' in target ? target.chargeId : target.chargeRequestId,
    )
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewInvitationRow {
  target: InvitationTarget;
  email: string;
  designation: string;
  invitedBy: number;
  codeHash: string;
  expiresAt: Date;
}

export function insertInvitation(db: Executor, invitation: NewInvitationRow) {
  const { target } = invitation;
  return db
    .insertInto('invitations')
    .values({
      kind: 'chargeId' in target ? 'charge' : 'case_manager',
      email: invitation.email,
      designation: invitation.designation,
      invited_by: invitation.invitedBy,
      charge_request_id: 'chargeRequestId' in target ? target.chargeRequestId : null,
      charge_id: 'chargeId' in target ? target.chargeId : null,
      code_hash: invitation.codeHash,
      expires_at: invitation.expiresAt,
    })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
}
