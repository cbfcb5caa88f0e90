import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../plugins/auth';
import { unreadCount } from '../../repositories/notifications';

/**
 * The caller's unread notifications, counted: the top bar's bell asks it every poll, from
 * whichever API process answers (the count is the database's), so it stays one indexed count.
 */
export default function notificationUnreadCountRoute(app: FastifyInstance): void {
  app.get(
    '/notifications/unread-count/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: "How many of the caller's notifications are unread (the bell's count)",
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'notification-unread-count.json' } },
      },
    },
    async (request) => ({ unread: await unreadCount(app.db, principalOf(request)) }),
  );
}
