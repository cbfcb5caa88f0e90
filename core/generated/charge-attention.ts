/* Generated from schemas/charge-attention.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AttentionAcknowledgement } from './attention-acknowledgement';
import type { AttentionCode } from './attention-code';
import type { AttentionEvidence } from './attention-evidence';
import type { ScoreFirstLatest } from './score-first-latest';

/**
 * GET charges/{uuid}/attention/: the raised triage flags, the data they rest on and every acknowledgement; only permissionDenied unless the caller's own consent is Given.
 */
export interface ChargeAttention {
  permissionDenied?: boolean;
  flags?: {
    code: AttentionCode;
    evidence: AttentionEvidence;
    acknowledgement: AttentionAcknowledgement | null;
  }[];
  /**
   * What the flags rest on: first and latest totals, the low-mood run, the latest session and PHQ-8.
   */
  facts?: {
    phq8: ScoreFirstLatest | null;
    gad7: ScoreFirstLatest | null;
    wsas: ScoreFirstLatest | null;
    lowMoodRun: number;
    latestSession: string | null;
    latestPhq8At: string | null;
  };
  history?: AttentionAcknowledgement[];
}
