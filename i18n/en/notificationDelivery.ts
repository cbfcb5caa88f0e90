/**
 * How notifications reach people: the preferences on the profile's settings tab, and the mails
 * sent at once or in digests (which name the kind of event and the person's initials only).
 * Keys mirror i18n/zu/notificationDelivery.ts.
 */
export const notificationDelivery = {
  title: 'Notifications',
  intro:
    'How you hear of each kind of event. Kept with your account, on every device. Mails never hold names, scores or answers: sign in to see them.',
  saved: 'Notification settings saved',
  kinds: {
    flag_raised: 'A flag was raised',
    flag_escalated: 'A flag was not acknowledged in time',
    questionnaire_answered: 'A questionnaire was answered',
    questionnaires_missed: 'Questionnaires were missed',
    consent_changed: 'Consent changed',
    supporter_added: 'A supporter was added',
    invitation_accepted: 'An invitation was accepted',
    issue_assigned: 'An issue was assigned to you',
  },
  deliveries: {
    portal: 'In the portal only',
    immediate: 'An e-mail at once',
    daily: 'A daily digest',
    weekly: 'A Monday digest',
  },
  mail: {
    subject_immediate: 'Case-manager portal: %{kind}',
    subject_daily: 'Case-manager portal: your daily digest',
    subject_weekly: 'Case-manager portal: your weekly digest',
    intro_immediate: 'Something happened for someone you support.',
    intro_daily: 'What happened yesterday for the people you support.',
    intro_weekly: 'What happened last week for the people you support.',
    no_person: 'Not about one person',
    sign_in_hint: 'Sign in to the portal to see it: %{link}',
    open_link: 'Open the portal',
    no_health_data:
      'This mail holds no health information. You chose how you hear of this on the settings tab of your profile.',
  },
};
