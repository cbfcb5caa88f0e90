/* Generated from schemas/wellbeing.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { WellbeingAnswers } from './wellbeing-answers';

/**
 * A four-question wellbeing measure answer; it has no total.
 */
export interface Wellbeing {
  postedAt: IsoDateTime;
  qs: WellbeingAnswers;
}
