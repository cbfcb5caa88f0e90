import { sql } from 'kysely';
import { HEALTH_NOTIFICATION_KINDS } from '../../core/notifications';
import { CONSENT_GIVEN } from '../../machines/consent';
import type { Executor } from '../db/executor';
import type { Principal } from '../plugins/auth';

/**
 * The caller's own notifications, as far as they may still see them: one of a charge only while
 * they are attached to it (administrators: always), one of its health data only while their own
 * consent is Given, so a supporter removed or whose consent was withdrawn reads nothing more of
 * it here than on the charge's page.
 */
export function visibleNotifications(db: Executor, principal: Principal) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('charge_supporters as me', (join) =>
      join
        .onRef('me.charge_id', '=', 'n.charge_id')
        .on('me.case_manager_id', '=', principal.caseManagerId ?? 0),
    )
    .where('n.recipient_user_id', '=', principal.user.id)
    .where((eb) =>
      eb.or([
        eb('n.charge_id', 'is', null),
        principal.isAdmin ? sql<boolean>`true` : eb('me.id', 'is not', null),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('n.kind', 'not in', HEALTH_NOTIFICATION_KINDS),
        eb('me.consent_status', '=', CONSENT_GIVEN),
      ]),
    );
}

/** The inbox's rows: each with whom or what it is about and where it is seen. */
export function notificationRows(db: Executor, principal: Principal) {
  return visibleNotifications(db, principal)
    .leftJoin('charges as c', 'c.id', 'n.charge_id')
    .leftJoin('users as cu', 'cu.id', 'c.user_id')
    .leftJoin('issues as i', 'i.id', 'n.issue_id')
    .select([
      'n.id',
      'n.uuid',
      'n.kind',
      'n.detail',
      'n.created_at',
      'n.read_at',
      'c.uuid as charge_uuid',
      'i.uuid as issue_uuid',
      sql<string>`coalesce(concat_ws(' ', cu.first_name, cu.last_name), i.title, '')`.as('about'),
    ]);
}

export type NotificationRow = Awaited<
  ReturnType<ReturnType<typeof notificationRows>['execute']>
>[number];

/** How many of the caller's notifications are unread (the bell; the partial unread index). */
export async function unreadCount(db: Executor, principal: Principal): Promise<number> {
  const row = await visibleNotifications(db, principal)
    .where('n.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** Marks one of the caller's notifications read; false when the caller has no such one. */
export async function markNotificationRead(
  db: Executor,
  principal: Principal,
  uuid: string,
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where('uuid', '=', uuid)
    .where('id', 'in', visibleNotifications(db, principal).select('n.id'))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks every unread notification the caller may see read; answers how many. */
export async function markAllNotificationsRead(
  db: Executor,
  principal: Principal,
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where(
      'id',
      'in',
      visibleNotifications(db, principal).where('n.read_at', 'is', null).select('n.id'),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Viewing a charge's journey: the viewer's notifications of that charge are read. */
export async function markChargeNotificationsRead(
  db: Executor,
  userId: number,
  chargeId: number,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('recipient_user_id', '=', userId)
    .where('charge_id', '=', chargeId)
    .where('read_at', 'is', null)
    .execute();
}
