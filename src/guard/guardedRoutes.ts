import type { PortalRoute } from '../app/routes';
import {
  audienceAllows,
  consoleAudience,
  writeAudience,
  type ResourceDefinition,
} from '../../core/resourceDefinition';
import type { RouteFlags } from './findRoute';

const adminOnly = (definition: ResourceDefinition, write?: 'create' | 'edit') =>
  !audienceAllows(write ? writeAudience(definition, write) : consoleAudience(definition), false);

/**
 * What the guard checks: the route table's pages, and every page under a console resource's
 * `/<name>`, open to its audience (admin-only is said once, by the definition's audience), its
 * create and edit pages to their forms' own where narrower.
 */
export function guardedRoutes(
  routes: readonly PortalRoute[],
  definitions: readonly ResourceDefinition[],
): RouteFlags[] {
  return [
    ...routes,
    ...definitions
      .filter((definition) => definition.console)
      .flatMap((definition) => [
        { name: definition.name, path: `/${definition.name}/*`, adminOnly: adminOnly(definition) },
        ...(definition.create && !definition.console?.overrides?.create
          ? [
              {
                name: definition.name,
                path: `/${definition.name}/create`,
                adminOnly: adminOnly(definition, 'create'),
              },
            ]
          : []),
        ...(definition.edit
          ? [
              {
                name: definition.name,
                path: `/${definition.name}/:id/edit`,
                adminOnly: adminOnly(definition, 'edit'),
              },
            ]
          : []),
      ]),
  ];
}
