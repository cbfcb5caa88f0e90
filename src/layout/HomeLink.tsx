import { Link as RouterLink } from 'react-router-dom';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

import { Brand } from '../login/Brand';

/** The portal's mark and name in the top bar, linking home (spec section 2). */
export const HomeLink = () => {
  const translate = useTranslate();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={translate('portal.shell.home')}
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
  );
};
