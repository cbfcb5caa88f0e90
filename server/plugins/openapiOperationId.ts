/** PascalCase of a path segment: `charge-requests` → `ChargeRequests`. */
const pascal = (segment: string) =>
  segment
    .split(/[-_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const VERBS: Record<string, string> = {
  GET: 'get',
  POST: 'create',
  PUT: 'replace',
  PATCH: 'update',
  DELETE: 'delete',
};

/**
 * An operation's name, from its verb and resource: the path's segments after `/api/v2` without
 * its placeholders, a GET of a list `list…`, and a call on one record (its path ends in a
 * placeholder) named in the singular: `GET charges/` `listCharges`, `GET charges/{uuid}/`
 * `getCharge`, `PATCH users/profile/` `updateUsersProfile`, `POST auth/token/` `createAuthToken`.
 */
export function operationIdOf(method: string, path: string, isList: boolean): string {
  const segments = path.split('/').filter(Boolean);
  const start = segments[0] === 'api' && segments[1] === 'v2' ? 2 : segments[0] === 'api' ? 1 : 0;
  const named = segments.slice(start);
  const onRecord = /^\{.+\}$/.test(named.at(-1) ?? '');
  const words = named.filter((segment) => !segment.startsWith('{')).map(pascal);
  const last = words.length - 1;
  if (onRecord && last >= 0) {
    words[last] = (words[last] ?? '').replace(/ies$/, 'y').replace(/([^s])s$/, '$1');
  }
  const verb = method === 'GET' && isList ? 'list' : (VERBS[method] ?? method.toLowerCase());
  return `${verb}${words.join('')}`;
}
