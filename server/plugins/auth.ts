import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { effectiveRole, isAdministrator } from '../../core/roles';
import { allowedBeforeSecondFactor, allowedBeforeTerms } from '../access/firstSteps';
import { mfaRequired } from '../services/mfa';
import { ApiError } from '../lib/apiError';
import { translate } from '../lib/translate';
import { findCallerByUuid } from '../repositories/users';
import { principalOf, sessionCurrent, type AccessClaims, type Principal } from './principal';
import { roleFlagsOf } from '../lib/roleFlags';
import { KeptCallers } from '../lib/keptCallers';

export type { AccessClaims, Principal } from './principal';
export { principalOf, sessionCurrent };

/**
 * The claims of the request's access token, verified once per request: the rate limiter's
 * onRequest hook verified the bearer token already (`request.verifiedClaims`); otherwise it is
 * verified here. 401 when it does not verify.
 */
export async function verifiedClaimsOf(request: FastifyRequest): Promise<AccessClaims> {
  if (request.verifiedClaims) {
    return request.verifiedClaims;
  }
  try {
    return await request.jwtVerify<AccessClaims>();
  } catch {
    throw ApiError.unauthorized();
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * `authenticate`, or the caller kept from their last full authentication
     * (lib/keptCallers.ts), unconfirmed: `request.keptSnapshot` is then the digest the route's
     * own statement must read back before it answers, else `confirmCaller`.
     */
    authenticateKept: (request: FastifyRequest) => Promise<void>;
    /** `requireAdmin`, or a kept administrator, as `authenticateKept`. */
    requireAdminKept: (request: FastifyRequest) => Promise<void>;
    /** Authenticates in full a caller `authenticateKept` took as kept. */
    confirmCaller: (request: FastifyRequest, admin: boolean) => Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
    keptSnapshot: string | null;
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Verified tokens kept (least recently used out): enough for every caller of a busy hour. */
const VERIFIED_TOKENS_KEPT = 1_000;

function authPlugin(app: FastifyInstance, options: { secret: string }): void {
  void app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS },
    verify: {
      algorithms: ['HS256'],
      // Every token this API signs expires; one without `exp` would hold for ever once its key
      // signed it, so it is no token of ours.
      requiredClaims: ['exp'],
      // A token verified once holds until its `exp` (fast-jwt caps each entry there): its
      // signature and claims are not checked again on every call. Keyed by fast-jwt's own digest
      // of the token, so no token is kept in memory as it is.
      cache: VERIFIED_TOKENS_KEPT,
    },
  });
  app.decorateRequest('principal', null);
  app.decorateRequest('keptSnapshot', null);
  const keptCallers = new KeptCallers();

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = await verifiedClaimsOf(request);
    if (claims.aud !== 'staff') {
      throw ApiError.unauthorized();
    }
    const caller = await findCallerByUuid(app.db, claims.sub);
    if (!caller) {
      throw ApiError.unauthorized();
    }
    const { user } = caller;
    if (!user.is_active || user.is_client || !sessionCurrent(claims, user)) {
      keptCallers.drop(claims.sub);
      throw ApiError.unauthorized();
    }
    const flags = roleFlagsOf(user);
    request.principal = {
      user,
      role: effectiveRole(flags),
      isAdmin: isAdministrator(flags),
      remember: claims.remember === true,
      caseManagerId: caller.caseManagerId,
    };
    if (!user.has_accepted_terms && !allowedBeforeTerms(request)) {
      throw ApiError.forbidden(translate('portal.api.auth.terms_required'));
    }
    if (
      !user.mfa_enabled_at &&
      mfaRequired(app, request.principal) &&
      !allowedBeforeSecondFactor(request)
    ) {
      throw ApiError.forbidden(translate('portal.api.mfa.setup_required'));
    }
    // Kept only past every first step, which a kept caller then skips: their row is unchanged.
    if (user.has_accepted_terms && (user.mfa_enabled_at || !mfaRequired(app, request.principal))) {
      keptCallers.keep(claims.sub, { principal: request.principal, snapshot: caller.snapshot });
    } else {
      keptCallers.drop(claims.sub);
    }
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!principalOf(request).isAdmin) {
      throw ApiError.forbidden();
    }
  });

  const confirmCaller = (request: FastifyRequest, admin: boolean) => {
    request.keptSnapshot = null;
    return admin ? app.requireAdmin(request) : app.authenticate(request);
  };
  app.decorate('confirmCaller', confirmCaller);
  const authenticateKept = (admin: boolean) => async (request: FastifyRequest) => {
    const claims = await verifiedClaimsOf(request);
    const kept = claims.aud === 'staff' ? keptCallers.get(claims) : undefined;
    if (kept === undefined || (admin && !kept.principal.isAdmin)) {
      return confirmCaller(request, admin);
    }
    request.principal = kept.principal;
    request.keptSnapshot = kept.snapshot;
  };
  app.decorate('authenticateKept', authenticateKept(false));
  app.decorate('requireAdminKept', authenticateKept(true));
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
