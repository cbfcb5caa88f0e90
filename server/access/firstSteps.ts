import type { FastifyRequest } from 'fastify';

/**
 * What a signed-in user may call before their first steps are done (spec: the terms come first;
 * and a role that must use a second factor sets one up before anything else): the terms
 * themselves, reading the profile, and the sign-in and sign-out calls under `auth/`; before the
 * second factor, also its setup. Everything else answers 403 until then.
 */
const BEFORE_TERMS = new Set([
  'POST /api/v2/users/accept-tsncs/',
  'GET /api/v2/users/profile/',
  'GET /api/v2/users/shallow-profile/',
]);

const SECOND_FACTOR_SETUP = new Set([
  'POST /api/v2/users/mfa/setup/',
  'POST /api/v2/users/mfa/confirm/',
]);

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

export function allowedBeforeTerms(request: FastifyRequest): boolean {
  return (
    (request.routeOptions.url ?? '').startsWith('/api/v2/auth/') ||
    BEFORE_TERMS.has(routeOf(request))
  );
}

export function allowedBeforeSecondFactor(request: FastifyRequest): boolean {
  return allowedBeforeTerms(request) || SECOND_FACTOR_SETUP.has(routeOf(request));
}
