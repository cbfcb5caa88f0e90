/* Generated from schemas/outcome-report.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { OutcomeFigures } from './outcome-figures';

/**
 * GET outcomes/: the outcome report of the episodes of care the caller may count (administrators: every company; company administrators: their companies; case managers and supporters: their own caseload with their consent Given), read from the kept per-episode outcome rows. closed: the episodes discharged in the period; open: open episodes with a first and a last score so far, shown apart. Asked with Accept: text/csv, the figures' table as a CSV file.
 */
export interface OutcomeReport {
  /**
   * The first month of discharge counted, YYYY-MM.
   */
  from: string;
  /**
   * The last month of discharge counted, YYYY-MM.
   */
  to: string;
  closed: OutcomeFigures;
  open: OutcomeFigures;
  /**
   * Episodes closed in the period, how many the figures count, and those left out and why.
   */
  completeness: {
    closed: number;
    counted: number;
    /**
     * No PHQ-8 or no GAD-7 at all in the episode (nor in the look-back before it).
     */
    noFirstScore: number;
    /**
     * A first PHQ-8 and GAD-7 but only one score on at least one of them.
     */
    noLastScore: number;
  };
  /**
   * Open episodes with a first and a last PHQ-8 and GAD-7.
   */
  openCounted: number;
  /**
   * Each month of discharge in the period, oldest first, months without episodes included.
   */
  byMonth: {
    month: string;
    figures: OutcomeFigures;
  }[];
  /**
   * Average totals of the episodes closed in the period by week since each opened (week 0 holds a baseline from before it opened), weeks 0 to 26; an average over fewer than five scores is null.
   */
  byWeek: {
    week: number;
    phq8: number | null;
    gad7: number | null;
    wsas: number | null;
  }[];
}
