/* Generated from schemas/refresh-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST auth/token/refresh/: exchange a refresh token for a new pair.
 */
export interface RefreshRequest {
  refresh: string;
}
