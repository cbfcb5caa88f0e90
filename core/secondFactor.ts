/**
 * The second factor's app codes, as authenticator apps make them (RFC 6238 TOTP): this many
 * digits, a new code every this many seconds. Recovery codes are letters and digits of another
 * length, so a typed code of exactly these digits is read as the app's.
 */
export const SECOND_FACTOR_DIGITS = 6;
export const SECOND_FACTOR_PERIOD_SECONDS = 30;

const APP_CODE = new RegExp(`^\\d{${SECOND_FACTOR_DIGITS}}$`);

/** Whether `text` has the shape of an app code (not whether it is right). */
export function isAppCode(text: string): boolean {
  return APP_CODE.test(text);
}
