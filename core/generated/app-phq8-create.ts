/* Generated from schemas/app-phq8-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Phq8Answers } from './phq8-answers';

/**
 * Companion app: a PHQ-8 answer; posted_at defaults to the time of receipt.
 */
export interface AppPhq8Create {
  qs: Phq8Answers;
  posted_at?: IsoDateTime;
}
