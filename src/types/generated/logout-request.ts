/* Generated from schemas/logout-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST auth/logout/: revoke a refresh token.
 */
export interface LogoutRequest {
  refresh: string;
}
