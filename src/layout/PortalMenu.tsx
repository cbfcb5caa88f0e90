import { Divider } from '@mui/material';
import { Fragment } from 'react';
import { Menu, usePermissions, useTranslate } from 'react-admin';

import { useDefinitions } from '../app/DefinitionsContext';
import { routes } from '../app/routes';
import type { Permissions } from '../auth/authProvider';
import { MenuProfileHeader } from './MenuProfileHeader';
import { menuEntries } from './menuEntries';
import { menuIcons } from './menuIcons';
import { NavItem } from './NavItem';
import { reportsOnCaseload } from '../../core/outcomes';

/**
 * Spec section 2, the side menu: the profile header, then the entries the route table and the
 * resource definitions declare, each shown to its audience, the account group after a divider.
 * react-admin's MenuItemLink closes the overlay after a tap on small screens.
 */
export const PortalMenu = () => {
  const translate = useTranslate();
  const definitions = useDefinitions();
  const { permissions } = usePermissions<Permissions>();
  const entries = menuEntries(routes, definitions, permissions?.isAdmin === true);
  const onCaseload = permissions ? reportsOnCaseload(permissions) : false;
  return (
    <Menu aria-label={translate('portal.shell.menu.navigation')}>
      <MenuProfileHeader />
      {entries.map((entry, index) => {
        const Icon = menuIcons[entry.icon];
        return (
          <Fragment key={entry.to}>
            {index > 0 && entries[index - 1]?.group !== entry.group && <Divider sx={{ my: 1 }} />}
            <NavItem
              to={{ pathname: entry.to, search: entry.search }}
              primaryText={translate(
                onCaseload && entry.caseloadLabel ? entry.caseloadLabel : entry.label,
                entry.plural ? { smart_count: 2 } : {},
              )}
              leftIcon={<Icon />}
            />
          </Fragment>
        );
      })}
    </Menu>
  );
};
