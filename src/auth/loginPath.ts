/**
 * Where an unauthenticated visitor is sent: the login page, keeping the wanted path as query
 * `to` unless it is the root (spec section 2, route guard).
 */
export function loginPath(wanted: string): string {
  if (wanted === '' || wanted === '/' || wanted.startsWith('/login')) {
    return '/login';
  }
  return `/login?${new URLSearchParams({ to: wanted }).toString()}`;
}

/**
 * The `to` query of the login page, if it is a path inside this app. Anything else (another
 * origin, `//host`, `javascript:`) is ignored so the login page can't be used to redirect away.
 */
export function safeTarget(to: string | null): string | null {
  if (!to?.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) {
    return null;
  }
  return to;
}
