import { Secret, TOTP } from 'otpauth';
import {
  isAppCode,
  SECOND_FACTOR_DIGITS,
  SECOND_FACTOR_PERIOD_SECONDS,
} from '../../core/secondFactor';

/** Time-based one-time passwords (RFC 6238) as authenticator apps make them, with SHA-1. */

function totp(secretBase32: string, label = 'portal'): TOTP {
  return new TOTP({
    issuer: 'Case-manager portal',
    label,
    algorithm: 'SHA1',
    digits: SECOND_FACTOR_DIGITS,
    period: SECOND_FACTOR_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, account: string): string {
  return totp(secretBase32, account).toString();
}

/**
 * The time step of `code` when it is right now (one step of clock drift either way), or null.
 * The caller refuses a step it has already accepted, so a code works once.
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  // otpauth compares as bytes and throws on a token of another length (hostile input: a 500).
  if (!isAppCode(code)) {
    return null;
  }
  const delta = totp(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / SECOND_FACTOR_PERIOD_SECONDS) + delta;
}
