/* Generated from schemas/id-params.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * Path parameters of a route addressing a record by its numeric id.
 */
export interface IdParams {
  id: number;
}
