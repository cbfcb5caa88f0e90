/* Generated from schemas/report-score.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';

/**
 * One total of a scored questionnaire in a progress report, and when it was answered.
 */
export interface ReportScore {
  postedAt: IsoDateTime;
  total: number;
}
