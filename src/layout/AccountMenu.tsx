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
import { LoggingOut } from './LoggingOut';
import { ThemePicker } from './ThemePicker';
import { useLogoutAndReset } from './useLogoutAndReset';
import { UserAvatar } from './UserAvatar';

/**
 * Spec section 2, the account menu: the user's e-mail and username, My profile, the three-way
 * theme picker and Logout.
 */
export const AccountMenu = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { profile } = useShallowProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { logout, loggingOut } = useLogoutAndReset();
  const themeLabelId = useId();
  const close = () => setAnchor(null);
  const label = translate('portal.shell.account.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
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
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 280, maxWidth: 'calc(100vw - 16px)' } } }}
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
        <Box sx={{ px: 2, py: 1 }}>
          <Typography id={themeLabelId} variant="body2" color="text.secondary" gutterBottom>
            {translate('portal.shell.account.theme')}
          </Typography>
          <ThemePicker labelledBy={themeLabelId} />
        </Box>
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
