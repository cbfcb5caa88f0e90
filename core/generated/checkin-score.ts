/* Generated from schemas/checkin-score.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * A daily check-in score, 1 to 5.
 */
export type CheckinScore = number;
