/* Generated from schemas/app-checkin-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { CheckinScore } from './checkin-score';
import type { IsoDateTime } from './date-time';

/**
 * Companion app: a daily check-in.
 */
export interface AppCheckinCreate {
  checkin_at: IsoDateTime;
  mood: CheckinScore;
  diet: CheckinScore;
  sleep: CheckinScore;
  active: CheckinScore;
  /**
   * An extra check-in score, 1 to 5, or null.
   */
  t1?: number | null;
  /**
   * An extra check-in score, 1 to 5, or null.
   */
  t2?: number | null;
}
