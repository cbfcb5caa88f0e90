/* Generated from schemas/notification-delivery.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * How a person hears of a kind of notification (core/notificationDelivery.ts): portal (in the portal's inbox only), immediate (an e-mail at once), daily (a digest every morning at 07:00 on the portal's calendar, of the day before), weekly (a digest on Monday at 07:00, of the week before).
 */
export type NotificationDelivery = 'portal' | 'immediate' | 'daily' | 'weekly';
