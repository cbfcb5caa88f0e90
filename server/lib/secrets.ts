import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Unambiguous upper-case letters and digits (no 0/O, 1/I/L): one-time codes people type. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A one-time code a person types in, e.g. a password-reset token or an invitation code. */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) {
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}

/** An opaque token a program keeps, e.g. a refresh token. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as this digest, so a leaked table gives nothing away. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
