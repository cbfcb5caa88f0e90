/* Generated from schemas/notification-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Notification } from './notification';

/**
 * A page of the caller's notifications.
 */
export interface NotificationList {
  items: Notification[];
  count: number;
}
