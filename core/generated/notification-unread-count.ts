/* Generated from schemas/notification-unread-count.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * How many of the caller's notifications are unread: the top bar's bell.
 */
export interface NotificationUnreadCount {
  unread: number;
}
