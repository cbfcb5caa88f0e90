import { notificationMessage } from '../../core/notifications';
import type { Notification } from '../../core/generated/notification';
import type { NotificationRow } from '../repositories/notifications';

export function toNotification(row: NotificationRow): Notification {
  return {
    uuid: row.uuid,
    kind: row.kind,
    chargeUuid: row.charge_uuid,
    about: row.about,
    issueUuid: row.issue_uuid,
    what: notificationMessage(row.kind, row.detail),
    createdAt: new Date(row.created_at).toISOString(),
    state: row.read_at === null ? 'unread' : 'read',
  };
}
