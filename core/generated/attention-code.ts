/* Generated from schemas/attention-code.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * A triage flag (core/attention.ts): severe_score (latest PHQ-8 >= 20, GAD-7 >= 15 or WSAS >= 20), reliable_deterioration (latest reliably worse than the first), low_mood (mood 1 or 2 on the last five check-ins), disengaged (no session for 14 days or more), overdue_questionnaire (no PHQ-8 for 21 days).
 */
export type AttentionCode =
  'severe_score' | 'reliable_deterioration' | 'low_mood' | 'disengaged' | 'overdue_questionnaire';
