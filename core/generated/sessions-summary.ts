/* Generated from schemas/sessions-summary.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDate } from './date';

/**
 * A charge's app sessions.
 */
export interface SessionsSummary {
  /**
   * Sessions per month; date is the first day of the month.
   */
  sessions: {
    date: IsoDate;
    count: number;
  }[];
  total: number;
  fromYesterday: number;
  /**
   * Sessions in the last 7 days.
   */
  fromLastWeek: number;
  /**
   * Sessions in the last 30 days.
   */
  fromLastMonth: number;
  firstSessionDate: string | null;
  lastSessionDate: string | null;
}
