import { loginPath } from '../auth/loginPath';

/** The flags of the route being visited (see app/routes.tsx). */
export interface GuardedRoute {
  name: string;
  public?: boolean;
  adminOnly?: boolean;
}

/** What the guard knows of the shallow profile: still loading, failed, or these flags. */
export type ProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      hasAcceptedTerms: boolean;
      shouldUpdateProfile: boolean;
      /** The role must use a second factor and none is set up yet. */
      mustSetUpSecondFactor?: boolean;
    };

export interface AccessInput {
  /** Path and query of the visit, kept as `to` where the spec says so. */
  path: string;
  route: GuardedRoute;
  authenticated: boolean;
  profile: ProfileState;
  /** From the access token; null while unknown. */
  permissions: { role: string | null; isAdmin: boolean } | null;
  /** Where a refused visit goes instead, when one is set (the `to` query). */
  redirectTarget: string | null;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** Hold the user with the Update Profile notice instead of the page. */
  | { kind: 'update-profile' }
  /** Hold the user with the second factor's setup instead of the page. */
  | { kind: 'second-factor' };

export const TERMS_PATH = '/terms-and-conditions';
export const NOT_ALLOWED_PATH = '/not-allowed';

/** Pages a user may see before the terms are accepted or the profile completed. */
const TERMS_ROUTE = 'tsncs';
const PROFILE_ROUTE = 'profile';

export function notAllowedPath(path: string): string {
  return `${NOT_ALLOWED_PATH}?${new URLSearchParams({ to: path }).toString()}`;
}

/**
 * The route guard of spec section 2, in its order: public routes are open; the unauthenticated
 * go to login (keeping `to` unless at the root); a user who has not accepted the terms goes to
 * the terms page; admin-only routes send others to the redirect target or Not Allowed; a failing
 * role check goes to Not Allowed (after the terms, a role that must use a second factor sets one
 * up first); a user whose names are missing is held with the Update
 * Profile notice, except on the profile and terms pages and while the shallow profile loads.
 */
export function decideAccess(input: AccessInput): AccessDecision {
  const { route, profile, permissions } = input;
  if (route.public) {
    return { kind: 'allow' };
  }
  if (!input.authenticated) {
    return { kind: 'redirect', to: loginPath(input.path) };
  }
  if (profile.status === 'loading' || permissions === null) {
    return { kind: 'wait' };
  }
  const ready = profile.status === 'ready' ? profile : null;
  if (ready && !ready.hasAcceptedTerms && route.name !== TERMS_ROUTE) {
    return { kind: 'redirect', to: TERMS_PATH };
  }
  // Before anything else but the terms (the API asks for them first): it refuses every other
  // call until then.
  if (ready?.hasAcceptedTerms && ready.mustSetUpSecondFactor) {
    return { kind: 'second-factor' };
  }
  if (route.adminOnly && !permissions.isAdmin) {
    return { kind: 'redirect', to: input.redirectTarget ?? notAllowedPath(input.path) };
  }
  // Spec section 6: every role, and the admin flag, pass; a token without one does not.
  if (permissions.role === null && !permissions.isAdmin) {
    return { kind: 'redirect', to: notAllowedPath(input.path) };
  }
  if (ready?.shouldUpdateProfile && route.name !== PROFILE_ROUTE && route.name !== TERMS_ROUTE) {
    return { kind: 'update-profile' };
  }
  return { kind: 'allow' };
}
