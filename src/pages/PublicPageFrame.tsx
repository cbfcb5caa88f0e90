import { Box } from '@mui/material';
import type { ReactNode } from 'react';

import { LanguagePicker } from '../i18n/LanguagePicker';
import { Brand } from '../login/Brand';

/**
 * The frame of the public pages outside the app layout (password reset, invite signup, Not
 * Allowed): the portal's mark and the language picker on top, the content centred below.
 */
export const PublicPageFrame = ({
  children,
  maxWidth = 480,
}: {
  children: ReactNode;
  maxWidth?: number;
}) => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      bgcolor: 'background.default',
      px: { xs: 2, sm: 6 },
      py: 3,
    }}
  >
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
    >
      <Brand />
      <LanguagePicker />
    </Box>
    <Box
      component="main"
      sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', py: 4 }}
    >
      <Box sx={{ width: '100%', maxWidth }}>{children}</Box>
    </Box>
  </Box>
);
