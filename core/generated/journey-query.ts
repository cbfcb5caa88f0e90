/* Generated from schemas/journey-query.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * The query string of GET charges/{id}/sessions/.
 */
export interface JourneyQuery {
  /**
   * recent (the default): the daily check-ins the panels show first (the last three months, and at least the latest two); full: every check-in, for show details or a longer period.
   */
  history?: 'recent' | 'full';
}
