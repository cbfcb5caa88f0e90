/* Generated from schemas/email-confirm-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST users/profile/confirm-email/: the token of the link mailed to the new address.
 */
export interface EmailConfirmRequest {
  token: string;
}
