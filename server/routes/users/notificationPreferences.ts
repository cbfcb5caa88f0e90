import type { FastifyInstance } from 'fastify';
import type { NotificationPreferencesUpdate } from '../../../core/generated/notification-preferences-update';
import { principalOf } from '../../plugins/auth';
import { appendAudit } from '../../repositories/auditLog';
import {
  readNotificationPreferences,
  writeNotificationPreferences,
} from '../../repositories/notificationPreferences';

const PATH = '/users/profile/notification-preferences/';

/**
 * How the signed-in person hears of each kind of notification, stored on the server (the mails
 * and digests are sent without them): in the portal only, an e-mail at once, a daily or a Monday
 * digest. A kind never chosen answers its default (core/notificationDelivery.ts).
 */
export default function notificationPreferencesRoutes(app: FastifyInstance): void {
  const common = { tags: ['users'], security: [{ bearer: [] }] };

  app.get(
    PATH,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'How each kind of notification reaches me: my choice, else the default',
        response: { 200: { $ref: 'notification-preferences.json' } },
      },
    },
    (request) => readNotificationPreferences(app.db, principalOf(request).user.id),
  );

  app.put<{ Body: NotificationPreferencesUpdate }>(
    PATH,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary:
          'Change how the kinds sent reach me (the others keep theirs); audited with the kinds changed',
        body: { $ref: 'notification-preferences-update.json' },
        response: { 200: { $ref: 'notification-preferences.json' } },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      return app.db.transaction().execute(async (trx) => {
        await writeNotificationPreferences(trx, user.id, request.body);
        await appendAudit(trx, {
          actorUserId: user.id,
          action: 'auth.profile_update',
          targetType: 'user',
          targetId: user.uuid,
          ip: request.ip,
          details: { notificationPreferences: request.body },
        });
        return readNotificationPreferences(trx, user.id);
      });
    },
  );
}
