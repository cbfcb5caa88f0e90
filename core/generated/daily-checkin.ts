/* Generated from schemas/daily-checkin.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { CheckinScore } from './checkin-score';
import type { IsoDateTime } from './date-time';

/**
 * A daily mood, diet, sleep and activity check-in.
 */
export interface DailyCheckin {
  checkinAt: IsoDateTime;
  mood: CheckinScore;
  diet: CheckinScore;
  sleep: CheckinScore;
  active: CheckinScore;
  /**
   * An extra check-in score, 1 to 5, or null.
   */
  t1: number | null;
  /**
   * An extra check-in score, 1 to 5, or null.
   */
  t2: number | null;
}
