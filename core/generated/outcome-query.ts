/* Generated from schemas/outcome-query.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * The query string of GET outcomes/: the period (months of discharge, on the portal's calendar) and the filters. Without a period, the last twelve months to the current one.
 */
export interface OutcomeQuery {
  /**
   * The first month of discharge counted, YYYY-MM.
   */
  from?: string;
  /**
   * The last month of discharge counted, YYYY-MM (not before from).
   */
  to?: string;
  /**
   * Only the charges of this company (its id).
   */
  company?: number;
  /**
   * Only the charges on this course (its id).
   */
  course?: number;
  /**
   * Only this case manager's caseload (their case-manager uuid): the charges whose consent to them is Given. A case manager or supporter may name only themselves.
   */
  caseManager?: string;
}
