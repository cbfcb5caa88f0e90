import Block from '@mui/icons-material/Block';
import Home from '@mui/icons-material/Home';
import Login from '@mui/icons-material/Login';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetIdentity, useLocation, useTranslate } from 'react-admin';

import { rememberLoginEmail } from '../auth/loginEmailHint';
import { loginPath, safeTarget } from '../auth/loginPath';
import { LoggingOut } from '../layout/LoggingOut';
import { useLogoutAndReset } from '../layout/useLogoutAndReset';
import { MessagePage } from './MessagePage';
import { PublicPageFrame } from './PublicPageFrame';

/**
 * Spec sections 2 and 6, err-not-allowed (public): the spec's sentence, Go Home, and Login
 * Instead, which logs out first and then offers the login, keeping the refused path as `to` and
 * the e-mail the user was signed in with.
 */
export const NotAllowedPage = () => {
  const translate = useTranslate();
  const to = safeTarget(new URLSearchParams(useLocation().search).get('to'));
  const { logout, loggingOut } = useLogoutAndReset();
  const { identity } = useGetIdentity();
  const email: unknown = identity?.email;
  return (
    <PublicPageFrame maxWidth={560}>
      <MessagePage
        icon={<Block />}
        title="portal.shell.not_allowed.title"
        message="portal.shell.not_allowed.message"
        actions={
          <>
            <Button variant="contained" startIcon={<Home />} component={RouterLink} to="/">
              {translate('portal.shell.not_allowed.go_home')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<Login />}
              onClick={() => {
                rememberLoginEmail(typeof email === 'string' ? email : null);
                void logout(loginPath(to ?? '/'));
              }}
            >
              {translate('portal.shell.not_allowed.login_instead')}
            </Button>
          </>
        }
      />
      <LoggingOut open={loggingOut} />
    </PublicPageFrame>
  );
};
