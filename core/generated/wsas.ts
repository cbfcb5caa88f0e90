/* Generated from schemas/wsas.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { ReliableChange } from './reliable-change';
import type { Severity } from './severity';
import type { WsasAnswers } from './wsas-answers';

/**
 * A WSAS work and social adjustment questionnaire answer.
 */
export interface Wsas {
  postedAt: IsoDateTime;
  qs: WsasAnswers;
  totalScore: number;
  severity: Severity;
  reliableChangeFromFirst: ReliableChange;
  reliableChangeFromPrevious: ReliableChange;
}
