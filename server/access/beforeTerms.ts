import type { FastifyRequest } from 'fastify';

/**
 * What a signed-in user may call before accepting the terms (spec: the terms come first): the
 * terms themselves, reading the profile, and the sign-in, sign-out and second-factor calls under
 * `auth/`. Everything else answers 403 until they accept.
 */
const ALLOWED = new Set([
  'POST /api/v2/users/accept-tsncs/',
  'GET /api/v2/users/profile/',
  'GET /api/v2/users/shallow-profile/',
]);

export function allowedBeforeTerms(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return route.startsWith('/api/v2/auth/') || ALLOWED.has(`${request.method} ${route}`);
}
