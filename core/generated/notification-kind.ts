/* Generated from schemas/notification-kind.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * What a notification says happened: a flag raised, a questionnaire answered, questionnaires missed in a row, a consent given, refused or withdrawn, a supporter added, an invitation accepted, a feedback issue assigned, a flag escalated.
 */
export type NotificationKind =
  | 'flag_raised'
  | 'questionnaire_answered'
  | 'questionnaires_missed'
  | 'consent_changed'
  | 'supporter_added'
  | 'invitation_accepted'
  | 'issue_assigned'
  | 'flag_escalated';
