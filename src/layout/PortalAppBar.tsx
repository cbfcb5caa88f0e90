import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useTranslate, type AppBarProps } from 'react-admin';

import { AccountMenu } from './AccountMenu';
import { HomeLink } from './HomeLink';
import { LanguageMenu } from './LanguageMenu';
import { NotificationBell } from './NotificationBell';

/**
 * Spec section 2, the top bar: react-admin's menu toggle, a link home, the page title on wide
 * screens, and on the right the notifications' bell, the language switch, the loading indicator
 * and the account menu.
 */
export const PortalAppBar = (props: AppBarProps) => {
  const translate = useTranslate();
  // react-admin hands props it does not know to the spinner it shows while a page loads: a
  // progress bar needs a name.
  const spinnerName: Record<string, string> = { 'aria-label': translate('portal.shell.loading') };
  return (
    <AppBar
      {...props}
      color="inherit"
      elevation={0}
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <NotificationBell />
          <LanguageMenu />
          <LoadingIndicator {...spinnerName} />
        </>
      }
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <HomeLink />
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          ml: 3,
          '& > *': { display: { xs: 'none', md: 'block' } },
        }}
      >
        <TitlePortal variant="subtitle1" sx={{ color: 'text.secondary' }} />
      </Box>
    </AppBar>
  );
};
