/* Generated from schemas/mfa-verify-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST auth/mfa/verify/: a sign-in's second step: its challenge and an app or recovery code.
 */
export interface MfaVerifyRequest {
  challenge: string;
  code: string;
}
