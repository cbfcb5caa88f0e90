/* Generated from schemas/app-wellbeing-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { WellbeingAnswers } from './wellbeing-answers';

/**
 * Companion app: a wellbeing measure answer; posted_at defaults to the time of receipt.
 */
export interface AppWellbeingCreate {
  qs: WellbeingAnswers;
  posted_at?: IsoDateTime;
}
