import { Link as RouterLink } from 'react-router-dom';
import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

import { Brand } from '../login/Brand';

/**
 * The portal's mark and name in the top bar, linking home (spec section 2). Its name is the
 * portal's name it shows (WCAG 2.5.3); where it leads is its description.
 */
export const HomeLink = () => {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('portal.shell.home')} describeChild>
      <Box
        component={RouterLink}
        to="/"
        sx={{
          color: 'inherit',
          textDecoration: 'none',
          display: 'flex',
          minWidth: 0,
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Brand compact />
      </Box>
    </Tooltip>
  );
};
