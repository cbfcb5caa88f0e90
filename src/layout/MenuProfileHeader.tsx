import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';

import { useShallowProfile } from '../auth/useShallowProfile';
import { visuallyHidden } from '../shared/visuallyHidden';
import { UserAvatar } from './UserAvatar';

/**
 * The top of the side menu: the user's avatar, e-mail and username; three shimmer placeholders
 * while the profile loads (spec section 2). Collapsed, only the avatar shows. It sits inside the
 * side menu's role=menu, which may own menu items only: the loading shell is plain text to
 * assistive technology, no status region.
 */
export const MenuProfileHeader = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { profile, isPending } = useShallowProfile();
  if (isPending || !profile) {
    return (
      <Stack sx={{ px: open ? 2 : 1, py: 2, gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {translate('portal.shell.menu.profile_loading')}
        </Box>
        <Skeleton variant="circular" animation="wave" width={40} height={40} />
        <Skeleton variant="text" animation="wave" width={open ? 160 : 32} />
        <Skeleton variant="text" animation="wave" width={open ? 110 : 32} />
      </Stack>
    );
  }
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1.5, px: open ? 2 : 1, py: 2, minWidth: 0 }}
    >
      <UserAvatar username={profile.username} email={profile.email} />
      {open && (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={profile.email}>
            {profile.email}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {profile.username}
          </Typography>
        </Box>
      )}
    </Stack>
  );
};
