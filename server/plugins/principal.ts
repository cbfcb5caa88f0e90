import type { Role } from '../../core/roles';
import type { FastifyRequest } from 'fastify';
import type { CallerUser } from '../repositories/users';
import { ApiError } from '../lib/apiError';

/*
 * The caller's types, apart from the auth plugin so that the services the plugin calls (mfa,
 * tokens) can name them without importing the plugin back.
 */

/** What an access token carries: the user's uuid, role and audience, nothing secret. */
export interface AccessClaims {
  sub: string;
  role: Role | null;
  isAdmin: boolean;
  /** `mfa`: only a sign-in's second step accepts it (see `services/mfa.ts`). */
  aud: 'staff' | 'app' | 'mfa';
  /** Whether the sign-in asked to be remembered, so tokens issued later keep its lifetime. */
  remember?: boolean;
  /** The user's session version when it was issued; a newer one in the database refuses it. */
  sv?: number;
}

/** The signed-in caller, loaded fresh on each request so a deactivation takes effect at once. */
export interface Principal {
  /** The caller's row without its secrets (repositories/users.ts). */
  user: CallerUser;
  role: Role | null;
  isAdmin: boolean;
  remember: boolean;
  /** The caller's case-manager id, null for a pure administrator (access/viewerOf.ts). */
  caseManagerId: number | null;
}

/** The signed-in caller of a route behind authentication; 401 where there is none. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) {
    throw ApiError.unauthorized();
  }
  return request.principal;
}

/**
 * Whether a token's session is still the user's: logout, a password change or reset, an e-mail
 * change, a deactivation and a role change raise `users.session_version`. Tokens from before the
 * version existed carry none and count as version 0. Read off the users row every authenticated
 * call loads anyway, so the check costs no query and holds across processes.
 */
export function sessionCurrent(claims: AccessClaims, user: CallerUser): boolean {
  return (claims.sv ?? 0) === user.session_version;
}
