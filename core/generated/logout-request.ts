/* Generated from schemas/logout-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST auth/logout/: revoke a refresh token.
 */
export interface LogoutRequest {
  refresh: string;
  /**
   * Why the portal ends the session: idle, when its idle timer signed the user out (audited auth.idle_logout instead of auth.logout).
   */
  reason?: 'idle';
}
