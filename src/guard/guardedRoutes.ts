import type { PortalRoute } from '../app/routes';
import {
  audienceAllows,
  consoleAudience,
  type ResourceDefinition,
} from '../../core/resourceDefinition';
import type { RouteFlags } from './findRoute';

/**
 * What the guard checks: the route table's pages, and every page under a console resource's
 * `/<name>`, open to its audience (admin-only is said once, by the definition's audience).
 */
export function guardedRoutes(
  routes: readonly PortalRoute[],
  definitions: readonly ResourceDefinition[],
): RouteFlags[] {
  return [
    ...routes,
    ...definitions
      .filter((definition) => definition.console)
      .map((definition) => ({
        name: definition.name,
        path: `/${definition.name}/*`,
        adminOnly: !audienceAllows(consoleAudience(definition), false),
      })),
  ];
}
