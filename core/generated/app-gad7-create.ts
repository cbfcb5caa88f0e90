/* Generated from schemas/app-gad7-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Gad7Answers } from './gad7-answers';

/**
 * Companion app: a GAD-7 answer; posted_at defaults to the time of receipt.
 */
export interface AppGad7Create {
  qs: Gad7Answers;
  posted_at?: IsoDateTime;
}
