import { matchRoutes } from 'react-router-dom';

/** Only what the guard reads of a route-table entry. */
export interface RouteFlags {
  name: string;
  path: string;
  public?: boolean;
  adminOnly?: boolean;
}

/** A path no entry matches is the spec's catch-all (Not Found), guarded like any page. */
const CATCH_ALL: RouteFlags = { name: 'catch-all', path: '*' };

/** The route-table entry a path belongs to, ranked the way react-router ranks them. */
export function findRoute<T extends RouteFlags>(
  routes: readonly T[],
  pathname: string,
): T | RouteFlags {
  const matches = matchRoutes(
    routes.map((route, index) => ({ path: route.path, id: String(index) })),
    pathname,
  );
  const id = matches?.[0]?.route.id;
  return (id === undefined ? undefined : routes[Number(id)]) ?? CATCH_ALL;
}
