/* Generated from schemas/outcome-charges-query.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * The query string of GET outcomes/charges/: a figure's numerator among the caller's own caseload, under the report's period and filters.
 */
export interface OutcomeChargesQuery {
  /**
   * The figure whose episodes are listed.
   */
  figure:
    | 'at_caseness'
    | 'recovered'
    | 'reliably_improved'
    | 'reliably_recovered'
    | 'reliably_deteriorated'
    | 'wsas_reliably_improved'
    | 'wsas_reliably_deteriorated';
  /**
   * closed (the default): episodes discharged in the period; open: open episodes with a first and a last score.
   */
  group?: 'closed' | 'open';
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
