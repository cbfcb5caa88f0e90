import { sql, type RawBuilder } from 'kysely';
import {
  DEFAULT_DELIVERY,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationPreferences,
} from '../../core/notificationDelivery';
import { NOTIFICATION_KINDS } from '../../core/notifications';
import type { Executor } from '../db/executor';

/** One person's delivery of every kind: their stored choice, else the default. */
export async function readNotificationPreferences(
  db: Executor,
  userId: number,
): Promise<NotificationPreferences> {
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['kind', 'delivery'])
    .where('user_id', '=', userId)
    .execute();
  const preferences = { ...DEFAULT_DELIVERY };
  for (const row of rows) {
    preferences[row.kind] = row.delivery;
  }
  return preferences;
}

/** Stores the kinds given; a choice equal to the default is stored too (the person made it). */
export async function writeNotificationPreferences(
  db: Executor,
  userId: number,
  changes: Partial<Record<NotificationKind, NotificationDelivery>>,
): Promise<void> {
  const rows = Object.entries(changes).map(([kind, delivery]) => ({
    user_id: userId,
    kind: kind as NotificationKind,
    delivery,
  }));
  if (rows.length === 0) {
    return;
  }
  await db
    .insertInto('notification_preferences')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
        delivery: eb.ref('excluded.delivery'),
        updated_at: new Date(),
      })),
    )
    .execute();
}

/**
 * The delivery a notification row `n` takes now, as SQL: its recipient's stored choice, else the
 * default. The defaults are inlined from core, so one list rules the server and the portal.
 */
export function effectiveDelivery(): RawBuilder<NotificationDelivery> {
  const defaults = sql.join(
    NOTIFICATION_KINDS.map(
      (kind) => sql`WHEN ${sql.lit(kind)} THEN ${sql.lit(DEFAULT_DELIVERY[kind])}`,
    ),
    sql` `,
  );
  return sql<NotificationDelivery>`coalesce(
    (SELECT p.delivery FROM notification_preferences p
     WHERE p.user_id = n.recipient_user_id AND p.kind = n.kind),
    CASE n.kind ${defaults} END)`;
}
