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
