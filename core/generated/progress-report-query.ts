/* Generated from schemas/progress-report-query.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * The query string of GET charges/{uuid}/report/: an episode of care, or a period of days on the portal's calendar (not both; neither: the current episode, the open one else the one discharged last), and the case notes to include (by kind, by id, or both; none by default).
 */
export interface ProgressReportQuery {
  /**
   * One of the charge's episodes of care (its id).
   */
  episode?: number;
  /**
   * The first day of the period, YYYY-MM-DD.
   */
  from?: string;
  /**
   * The last day of the period, YYYY-MM-DD (not before from; today when absent).
   */
  to?: string;
  /**
   * Include the caller's readable notes of these kinds dated in the period, comma-separated.
   */
  noteKinds?: string;
  /**
   * Include these notes (ids, comma-separated), each one the caller may read, whatever its date.
   */
  notes?: string;
}
