/** Why the login page is shown, when a session ended on its own (query `reason`). */
export type LoginReason = 'idle';

/**
 * Where an unauthenticated visitor is sent: the login page, keeping the wanted path as query
 * `to` unless it is the root (spec section 2, route guard), and why, when a session ended.
 */
export function loginPath(wanted: string, reason?: LoginReason): string {
  const query = new URLSearchParams();
  if (!(wanted === '' || wanted === '/' || wanted.startsWith('/login'))) {
    query.set('to', wanted);
  }
  if (reason) {
    query.set('reason', reason);
  }
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
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
