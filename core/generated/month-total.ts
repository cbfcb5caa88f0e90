/* Generated from schemas/month-total.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * A count for one calendar month.
 */
export interface MonthTotal {
  total: number;
  /**
   * Year and month, YYYY-MM.
   */
  month: string;
}
