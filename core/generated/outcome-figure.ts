/* Generated from schemas/outcome-figure.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * One figure of the outcome report. A group (denominator) of fewer than five episodes gives no counts and no percentage: fewerThanFive is true and the rest null.
 */
export interface OutcomeFigure {
  numerator: number | null;
  denominator: number | null;
  /**
   * numerator / denominator, in percent to one decimal.
   */
  percentage: number | null;
  fewerThanFive: boolean;
}
