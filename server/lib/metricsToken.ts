import { timingSafeEqual } from 'node:crypto';

/**
 * Whether an `Authorization` header bears the metrics token (compared in constant time). The
 * scheme's name is case-insensitive and may be followed by several spaces (RFC 7235, 2.1): a
 * scraper that sends `bearer` is as welcome as one that sends `Bearer`.
 */
export function bearsMetricsToken(authorization: string | undefined, token: string): boolean {
  const sent = Buffer.from(/^bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
