import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

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

/**
 * A plain SHA-256 digest: for keys that are no stored secret (rate-limit buckets, idempotency
 * requests), where a database or Redis copy must merely not show the account name or body in
 * clear. Codes and tokens are stored with `keyedDigest` instead: a short code's plain digest is
 * guessed back from a database copy in minutes.
 */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * How every code and token is stored: HMAC-SHA-256 under the server's digest key, which lives
 * apart from the database (`DIGEST_KEY` or `KEYS_DIR`), so a copy of the database alone cannot
 * test a guess.
 */
export function keyedDigest(key: string, secret: string): string {
  return createHmac('sha256', key).update(secret).digest('hex');
}

/**
 * The digests a stored code or token may have, newest first: the keyed one, then the plain
 * SHA-256 that versions before the keyed digest stored. Tokens fall back until they expire;
 * recovery codes (no expiry) are taken by either until each is used or replaced.
 */
export function storedDigests(key: string, secret: string): [string, string] {
  return [keyedDigest(key, secret), digest(secret)];
}
