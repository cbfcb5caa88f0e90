import type { NotificationKind } from './generated/notification-kind';
import { NOTIFICATION_KINDS } from './notifications';

/**
 * How each person hears of each kind of notification: in the portal only, an e-mail at once, a
 * daily digest or a Monday digest. One person's choice per kind is stored on the server
 * (`notification_preferences`); a kind they never chose takes the default below.
 */
export type { NotificationKind };

export const NOTIFICATION_DELIVERIES = ['portal', 'immediate', 'daily', 'weekly'] as const;

export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

export type NotificationPreferences = Record<NotificationKind, NotificationDelivery>;

/**
 * The defaults: a raised or escalated flag may need someone today, so it is mailed at once;
 * answered and missed questionnaires are routine and come together the next morning; the rest
 * (consent, supporters, invitations, issues) is seen in the portal's inbox.
 */
export const DEFAULT_DELIVERY: NotificationPreferences = {
  flag_raised: 'immediate',
  flag_escalated: 'immediate',
  questionnaire_answered: 'daily',
  questionnaires_missed: 'daily',
  consent_changed: 'portal',
  supporter_added: 'portal',
  invitation_accepted: 'portal',
  issue_assigned: 'portal',
};

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * A severe-score or reliable-deterioration flag that no one acknowledged within this many working
 * days (Monday to Friday on the portal's calendar) goes to the company's administrators.
 */
export const ESCALATE_AFTER_WORKING_DAYS = 2;

/** The flags that escalate: the two that rest on a questionnaire's score. */
export const ESCALATING_FLAGS = ['severe_score', 'reliable_deterioration'] as const;

export type EscalatingFlag = (typeof ESCALATING_FLAGS)[number];

/** Digests go out at this hour of the portal's calendar: the daily one every morning, the weekly one on Monday. */
export const DIGEST_HOUR = 7;
