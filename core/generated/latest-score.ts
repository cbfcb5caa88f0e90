/* Generated from schemas/latest-score.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Severity } from './severity';

/**
 * A charge's latest questionnaire total, its severity band and when it was answered.
 */
export interface LatestScore {
  total: number;
  band: Severity;
  postedAt: IsoDateTime;
}
