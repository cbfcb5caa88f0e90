/* Generated from schemas/mfa-recovery-codes.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * The ten recovery codes of a confirmed second factor, shown once (stored hashed).
 */
export interface MfaRecoveryCodes {
  /**
   * @minItems 1
   */
  recovery_codes: [string, ...string[]];
}
