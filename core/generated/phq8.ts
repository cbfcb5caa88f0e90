/* Generated from schemas/phq8.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Phq8Answers } from './phq8-answers';
import type { ReliableChange } from './reliable-change';
import type { Severity } from './severity';

/**
 * A PHQ-8 depression questionnaire answer.
 */
export interface Phq8 {
  postedAt: IsoDateTime;
  qs: Phq8Answers;
  totalScore: number;
  severity: Severity;
  reliableChangeFromFirst: ReliableChange;
  reliableChangeFromPrevious: ReliableChange;
}
