import type { PortalRoute } from '../app/routes';
import {
  audienceAllows,
  consoleAudience,
  type MenuEntry,
  type ResourceDefinition,
} from '../../core/resourceDefinition';

export interface MenuLink extends MenuEntry {
  to: string;
  /** An i18n key, with `smart_count` for a resource's plural name. */
  label: string;
  plural: boolean;
  /** The query the link adds to `to` (kept apart so the entry still matches its path). */
  search?: string;
  /** Its label to a caller who reports on their own caseload ("My outcomes"). */
  caseloadLabel?: string;
}

const byPlace = (a: MenuLink, b: MenuLink) =>
  a.group === b.group ? a.order - b.order : a.group === 'main' ? -1 : 1;

/**
 * Spec section 2's side menu, from the route table's entries and the console resources' menu
 * entries, each resource shown only to its audience; main group first, each in its order.
 */
export function menuEntries(
  routes: readonly PortalRoute[],
  definitions: readonly ResourceDefinition[],
  isAdmin: boolean,
): MenuLink[] {
  const pages = routes.flatMap((route): MenuLink[] =>
    route.menu ? [{ ...route.menu, to: route.path, plural: false }] : [],
  );
  const resources = definitions.flatMap((definition): MenuLink[] => {
    const menu = definition.console?.menu;
    return menu && audienceAllows(consoleAudience(definition), isAdmin)
      ? [
          {
            ...menu,
            to: `/${definition.name}`,
            label: `resources.${definition.name}.name`,
            plural: true,
          },
        ]
      : [];
  });
  return [...pages, ...resources].sort(byPlace);
}
