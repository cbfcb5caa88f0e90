/* Generated from schemas/notification-preferences.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { NotificationDelivery } from './notification-delivery';

/**
 * GET users/profile/notification-preferences/: the signed-in person's delivery of every kind of notification, their choice or the documented default (core/notificationDelivery.ts).
 */
export interface NotificationPreferences {
  flag_raised: NotificationDelivery;
  flag_escalated: NotificationDelivery;
  questionnaire_answered: NotificationDelivery;
  questionnaires_missed: NotificationDelivery;
  consent_changed: NotificationDelivery;
  supporter_added: NotificationDelivery;
  invitation_accepted: NotificationDelivery;
  issue_assigned: NotificationDelivery;
}
