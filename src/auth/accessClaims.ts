/**
 * The claims of an access token the UI mirrors. Decoded without verification on purpose: the
 * server verifies every token it receives; the client only needs to know whom it shows.
 */

import { ROLES, type Role } from '../../core/roles';

export type { Role };

export interface AccessClaims {
  sub: string | null;
  role: Role | null;
  isAdmin: boolean;
  /** Expiry in seconds since the epoch, or null when absent. */
  exp: number | null;
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token is not a readable JWT. */
export function decodeAccessClaims(token: string | null): AccessClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) {
    return null;
  }
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : null,
      role: ROLES.includes(claims.role as Role) ? (claims.role as Role) : null,
      isAdmin: claims.isAdmin === true,
      exp: typeof claims.exp === 'number' ? claims.exp : null,
    };
  } catch {
    return null;
  }
}
