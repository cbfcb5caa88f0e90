import { Secret, TOTP } from 'otpauth';
import { SECOND_FACTOR_DIGITS, SECOND_FACTOR_PERIOD_SECONDS } from '../../../core/secondFactor';

/** The code an authenticator app shows for `secret` now, or `offsetSeconds` from now. */
export function appCode(secret: string, offsetSeconds = 0): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: SECOND_FACTOR_DIGITS,
    period: SECOND_FACTOR_PERIOD_SECONDS,
  }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}
