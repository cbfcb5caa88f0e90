/* Generated from schemas/notification-preferences-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { NotificationDelivery } from './notification-delivery';

/**
 * PUT users/profile/notification-preferences/: the kinds to change and their new delivery; kinds left out keep theirs.
 */
export interface NotificationPreferencesUpdate {
  flag_raised?: NotificationDelivery;
  flag_escalated?: NotificationDelivery;
  questionnaire_answered?: NotificationDelivery;
  questionnaires_missed?: NotificationDelivery;
  consent_changed?: NotificationDelivery;
  supporter_added?: NotificationDelivery;
  invitation_accepted?: NotificationDelivery;
  issue_assigned?: NotificationDelivery;
}
