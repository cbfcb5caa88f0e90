/* Generated from schemas/mfa-challenge.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * A sign-in whose account has a second factor: the short-lived challenge for auth/mfa/verify/ instead of tokens.
 */
export interface MfaChallenge {
  mfa_challenge: string;
}
