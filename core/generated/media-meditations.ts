/* Generated from schemas/media-meditations.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * A charge's audio meditations.
 */
export interface MediaMeditations {
  total: number;
  last7Days: number;
  last30Days: number;
}
