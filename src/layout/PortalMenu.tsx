import Feedback from '@mui/icons-material/Feedback';
import Mail from '@mui/icons-material/Mail';
import People from '@mui/icons-material/People';
import Settings from '@mui/icons-material/Settings';
import VpnKey from '@mui/icons-material/VpnKey';
import { Divider } from '@mui/material';
import { Menu, usePermissions, useTranslate } from 'react-admin';

import type { Permissions } from '../auth/authProvider';
import { MenuProfileHeader } from './MenuProfileHeader';
import { NavItem } from './NavItem';

/**
 * Spec section 2, the side menu: the profile header, then users for everyone, access codes and
 * mails for administrators, then a second group with settings (the profile page) and feedback.
 * react-admin's MenuItemLink closes the overlay after a tap on small screens.
 */
export const PortalMenu = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const isAdmin = permissions?.isAdmin === true;
  return (
    <Menu aria-label={translate('portal.shell.menu.navigation')}>
      <MenuProfileHeader />
      <NavItem
        to="/users"
        primaryText={translate('portal.shell.menu.users')}
        leftIcon={<People />}
      />
      {isAdmin && (
        <NavItem
          to="/access-codes"
          primaryText={translate('portal.shell.menu.access_codes')}
          leftIcon={<VpnKey />}
        />
      )}
      {isAdmin && (
        <NavItem
          to="/emails"
          primaryText={translate('portal.shell.menu.mails')}
          leftIcon={<Mail />}
        />
      )}
      <Divider sx={{ my: 1 }} />
      <NavItem
        to="/profile"
        primaryText={translate('portal.shell.menu.settings')}
        leftIcon={<Settings />}
      />
      <NavItem
        to="/feedback"
        primaryText={translate('portal.shell.menu.feedback')}
        leftIcon={<Feedback />}
      />
    </Menu>
  );
};
