/* Generated from schemas/mfa-setup-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST users/mfa/setup/: the current password, asked again before a new secret is made.
 */
export interface MfaSetupRequest {
  password: string;
}
