import { Avatar, type AvatarProps } from '@mui/material';

import { initialsOf } from './initials';

export interface UserAvatarProps extends AvatarProps {
  username?: string;
  email?: string;
  size?: number;
}

/** The user's avatar: initials on the primary colour (the portal stores no pictures). */
export const UserAvatar = ({ username, email, size = 40, sx, ...rest }: UserAvatarProps) => (
  <Avatar
    aria-hidden="true"
    sx={{
      width: size,
      height: size,
      fontSize: size * 0.4,
      fontWeight: 600,
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      ...sx,
    }}
    {...rest}
  >
    {initialsOf(username, email)}
  </Avatar>
);
