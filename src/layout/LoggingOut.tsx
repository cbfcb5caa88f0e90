import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Covers the app during logout's wait (spec section 9: about 1 s) so nothing is clicked. Closed,
 * it leaves the page: a hidden spinner still turns, a repaint every frame on every page.
 */
export const LoggingOut = ({ open }: { open: boolean }) => {
  const translate = useTranslate();
  return (
    <Backdrop
      open={open}
      unmountOnExit
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}
    >
      <Stack role="status" sx={{ alignItems: 'center', gap: 2 }}>
        <CircularProgress color="inherit" />
        <Typography>{translate('portal.shell.account.logging_out')}</Typography>
      </Stack>
    </Backdrop>
  );
};
