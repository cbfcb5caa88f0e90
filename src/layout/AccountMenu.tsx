import Check from '@mui/icons-material/Check';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import {
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate, useTranslate } from 'react-admin';

import { useShallowProfile } from '../auth/useShallowProfile';
import { THEMES } from '../settings/settingsStorage';
import { initialsOf } from './initials';
import { LoggingOut } from './LoggingOut';
import { THEME_ICONS } from './themeIcons';
import { useLogoutAndReset } from './useLogoutAndReset';
import { UserAvatar } from './UserAvatar';
import { useThemeSetting } from './useThemeSetting';
import { landmarkOf } from '../shared/landmarkOf';

/**
 * Spec section 2, the account menu: the user's e-mail and username, My profile, the three-way
 * theme picker and Logout. The themes are the menu's radio items (a role=menu holds menu items
 * only), so the arrow keys reach them like the rest.
 */
export const AccountMenu = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { profile } = useShallowProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { logout, loggingOut } = useLogoutAndReset();
  const themeLabelId = useId();
  const [theme, setTheme] = useThemeSetting();
  const close = () => setAnchor(null);
  const label = translate('portal.shell.account.open');
  // The button shows the initials, so its name holds them (WCAG 2.5.3): "Account menu: AU"
  // (not in brackets: axe drops parentheticals when it compares).
  const initials = profile ? initialsOf(profile.username, profile.email) : '';
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={initials ? `${label}: ${initials}` : label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ ml: 0.5 }}
        >
          <UserAvatar username={profile?.username} email={profile?.email} size={32} />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        container={landmarkOf(anchor, 'header')}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { minWidth: 280, maxWidth: 'calc(100vw - 16px)' } },
          // Named like its button: the side navigation is a menu too, and the two must differ.
          list: { 'aria-label': label },
        }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {profile?.username}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {profile?.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/profile');
          }}
        >
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('portal.shell.account.my_profile')}</ListItemText>
        </MenuItem>
        <Divider />
        <Typography
          id={themeLabelId}
          component="div"
          variant="body2"
          color="text.secondary"
          sx={{ px: 2, pt: 1 }}
        >
          {translate('portal.shell.account.theme')}
        </Typography>
        {THEMES.map((choice) => (
          <MenuItem
            key={choice}
            role="menuitemradio"
            aria-checked={choice === theme}
            aria-describedby={themeLabelId}
            selected={choice === theme}
            onClick={() => setTheme(choice)}
          >
            <ListItemIcon>{THEME_ICONS[choice]}</ListItemIcon>
            <ListItemText>{translate(`portal.shell.theme.${choice}`)}</ListItemText>
            {choice === theme && <Check fontSize="small" aria-hidden="true" />}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('portal.shell.account.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      <LoggingOut open={loggingOut} />
    </>
  );
};
