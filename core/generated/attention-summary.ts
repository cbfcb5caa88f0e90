/* Generated from schemas/attention-summary.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * GET charges/attention-summary/: how many of the caller's charges need attention, in all and by flag, counting only open (unacknowledged) flags of charges under the caller's own Given consent.
 */
export interface AttentionSummary {
  total: number;
  byCode: {
    severe_score: number;
    reliable_deterioration: number;
    low_mood: number;
    disengaged: number;
    overdue_questionnaire: number;
  };
}
