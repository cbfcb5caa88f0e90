import { sql } from 'kysely';
import { notifications } from '../../../resources/notifications';
import { defineListSource } from '../../lib/listQuery';
import { defineResourceMapping } from '../../lib/resourceMapping';
import { toNotification } from '../../presenters/notification';
import { markAllNotificationsRead, markNotificationRead, notificationRows } from '../notifications';

/** The caller's own notifications (another's is one there is not: 404). */
export default defineResourceMapping({
  source: defineListSource({
    definition: notifications,
    sort: { createdAt: sql.ref('n.created_at') },
    search: {},
    filter: {
      kind: (value) => sql<boolean>`n.kind = ${value}`,
      state: (value) => (value === 'unread' ? sql`n.read_at IS NULL` : sql`n.read_at IS NOT NULL`),
    },
    tieBreaker: sql.ref('n.id'),
  }),
  rows: notificationRows,
  present: toNotification,
  findBy: 'uuid',
  find: async (db, uuid, principal) => {
    const row = await notificationRows(db, principal)
      .where('n.uuid', '=', String(uuid))
      .executeTakeFirst();
    return row && toNotification(row);
  },
  actions: {
    'mark-read': async (db, principal, uuid) =>
      (await markNotificationRead(db, principal, String(uuid))) && {},
  },
  listActions: {
    'mark-all-read': async (db, principal) => ({
      count: String(await markAllNotificationsRead(db, principal)),
    }),
  },
});
