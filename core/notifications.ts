/**
 * Notifications: who hears of what, the settings of the events that need one, and how a stored
 * notification (its kind and the codes of its `detail`) is said. Pure: the server presents a
 * notification with `notificationMessage`, the portal translates the key and each value.
 */
import type { NotificationKind } from './generated/notification-kind';

/** Every kind, in the order the inbox's filter offers them (`schemas/notification-kind.json`). */
export const NOTIFICATION_KINDS = [
  'flag_raised',
  'questionnaire_answered',
  'questionnaires_missed',
  'consent_changed',
  'supporter_added',
  'invitation_accepted',
  'issue_assigned',
  'flag_escalated',
] as const satisfies readonly NotificationKind[];

/**
 * Kinds that tell something of a charge's health data: they reach only the charge's supporters
 * whose own consent is Given, and are listed to them only while it stays Given.
 */
export const HEALTH_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'flag_raised',
  'questionnaire_answered',
  'questionnaires_missed',
  'flag_escalated',
];

export const isHealthNotification = (kind: NotificationKind): boolean =>
  HEALTH_NOTIFICATION_KINDS.includes(kind);

/**
 * Spec section 3: questionnaires are taken at registration, then every two weeks. A questionnaire
 * is missed when a whole interval passes without a PHQ-8 (the scale the overdue flag reads).
 */
export const QUESTIONNAIRE_INTERVAL_DAYS = 14;

/** How many questionnaires missed in a row notify the charge's supporters (once per run). */
export const MISSED_QUESTIONNAIRES_NOTIFY_AFTER = 2;

/** Questionnaires missed in a row after `daysSinceLast` days without one. */
export const missedQuestionnaires = (daysSinceLast: number): number =>
  Math.max(0, Math.floor(daysSinceLast / QUESTIONNAIRE_INTERVAL_DAYS));

/**
 * What happened, as an i18n key and its values: each value a code shown as itself (a count) or
 * the i18n key of its words (a flag's, a questionnaire's), which the reader's language says
 * (`messageText`).
 */
export interface NotificationMessage {
  key: string;
  values: Record<string, string>;
}

const CONSENT_OUTCOMES = ['given', 'refused', 'withdrawn'] as const;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The message of a notification of `kind` with the codes of its `detail`. */
export function notificationMessage(
  kind: NotificationKind,
  detail: Record<string, unknown>,
): NotificationMessage {
  const key = `resources.notifications.what.${kind}`;
  switch (kind) {
    case 'flag_raised':
    case 'flag_escalated':
      return { key, values: { flag: `portal.attention.flags.${text(detail.flag)}` } };
    case 'questionnaire_answered':
      return {
        key,
        values: { questionnaire: `portal.journey.sections.${text(detail.questionnaire)}` },
      };
    case 'questionnaires_missed':
      return { key, values: { count: text(detail.count) } };
    case 'consent_changed': {
      const outcome = CONSENT_OUTCOMES.find((known) => known === detail.outcome) ?? 'given';
      return { key: `${key}.${outcome}`, values: {} };
    }
    case 'supporter_added':
    case 'invitation_accepted':
    case 'issue_assigned':
      return { key, values: {} };
  }
}

/**
 * A message value (`{key, values}`) in words: each value that is an i18n key (a dotted path; a
 * code or a count has no dot) is said in the reader's language first.
 */
export function messageText(
  translate: (key: string, options?: Record<string, string | number>) => string,
  value: unknown,
): string {
  if (typeof value !== 'object' || value === null || !('key' in value)) {
    return '';
  }
  const message = value as Partial<NotificationMessage>;
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([name, each]) => [
      name,
      each.includes('.') ? translate(each, { smart_count: 1 }) : each,
    ]),
  );
  return translate(String(message.key), values);
}
