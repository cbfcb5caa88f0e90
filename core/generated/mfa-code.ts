/* Generated from schemas/mfa-code.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST users/mfa/confirm/: the code the authenticator app shows and the current password, asked again (the new recovery codes are answered).
 */
export interface MfaCode {
  code: string;
  password: string;
}
