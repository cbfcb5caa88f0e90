/* Generated from schemas/attention-evidence.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * What raised a triage flag (core/attention.ts flagEvidence): the scale and its latest total (severe_score, reliable_deterioration, overdue_questionnaire), the change from the first answer (reliable_deterioration), the low moods in a row (low_mood), and when: the answer, the latest check-in, the last session or the last PHQ-8 (null: none yet).
 */
export interface AttentionEvidence {
  scale: 'phq8' | 'gad7' | 'wsas' | null;
  score: number | null;
  change: number | null;
  count: number | null;
  at: string | null;
}
