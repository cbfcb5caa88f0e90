/* Generated from schemas/mfa-setup.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST users/mfa/setup/: a new second-factor secret to scan (QR code) or type, pending until confirmed.
 */
export interface MfaSetup {
  secret: string;
  otpauth_uri: string;
  qr_svg: string;
}
