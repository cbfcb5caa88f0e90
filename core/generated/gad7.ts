/* Generated from schemas/gad7.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Gad7Answers } from './gad7-answers';
import type { ReliableChange } from './reliable-change';
import type { Severity } from './severity';

/**
 * A GAD-7 anxiety questionnaire answer.
 */
export interface Gad7 {
  postedAt: IsoDateTime;
  qs: Gad7Answers;
  totalScore: number;
  severity: Severity;
  reliableChangeFromFirst: ReliableChange;
  reliableChangeFromPrevious: ReliableChange;
}
