/** The inbox and the top bar's bell. Keys mirror i18n/zu/notifications.ts. */

export const notificationsResource = {
  name: 'Notification |||| Notifications',
  fields: {
    state: 'Read',
    kind: 'Kind',
    about: 'About',
    what: 'What happened',
    createdAt: 'When',
  },
  choices: {
    state: { unread: 'Unread', read: 'Read' },
    kind: {
      flag_raised: 'Flag raised',
      questionnaire_answered: 'Questionnaire answered',
      questionnaires_missed: 'Questionnaires missed',
      consent_changed: 'Consent changed',
      supporter_added: 'Supporter added',
      invitation_accepted: 'Invitation accepted',
      issue_assigned: 'Issue assigned',
      flag_escalated: 'Flag escalated',
    },
  },
  // Filled from the notification's codes (core/notifications.ts): a flag's or a
  // questionnaire's name, a count.
  what: {
    flag_raised: 'Flag raised: %{flag}',
    questionnaire_answered: 'Answered a questionnaire: %{questionnaire}',
    questionnaires_missed: 'Missed %{count} questionnaires in a row',
    consent_changed: {
      given: 'Gave you consent',
      refused: 'Refused you consent',
      withdrawn: 'Withdrew your consent',
    },
    supporter_added: 'A supporter was added',
    invitation_accepted: 'An invited supporter joined',
    issue_assigned: 'A feedback issue was assigned to you',
    flag_escalated: 'Flag still not acknowledged: %{flag}',
  },
  mark_read: 'Mark read',
  marked_read: 'Marked read.',
  mark_all_read: 'Mark all read',
  marked_all_read: 'All marked read.',
  already_read: 'This notification is already read.',
};

export const notifications = {
  bell: 'Notifications, %{smart_count} unread',
  bell_none: 'Notifications, none unread',
};
