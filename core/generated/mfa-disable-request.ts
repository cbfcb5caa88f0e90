/* Generated from schemas/mfa-disable-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST users/mfa/disable/: the current password, asked again.
 */
export interface MfaDisableRequest {
  password: string;
}
