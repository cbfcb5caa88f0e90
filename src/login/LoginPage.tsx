import { Alert, Box, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useCheckAuth, useLocation, useNavigate, useTranslate } from 'react-admin';

import { safeTarget, type LoginReason } from '../auth/loginPath';
import { config } from '../config';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { Brand } from './Brand';
import { LoginForm } from './LoginForm';
import { LoginIllustration } from './LoginIllustration';

const DEFAULT_TARGET = '/users';

/**
 * Spec section 2, Login: the form on one side, a calm illustration on the other (hidden on
 * narrow screens). Query `to` is where to go afterwards; `resetSuccess=true` confirms a reset;
 * `reason=idle` says the session ended after inactivity.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const query = new URLSearchParams(useLocation().search);
  const target = safeTarget(query.get('to')) ?? DEFAULT_TARGET;
  const resetSuccess = query.get('resetSuccess') === 'true';
  const idle = query.get('reason') === ('idle' satisfies LoginReason);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(target, { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate, target]);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(440px, 5fr) 6fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', px: { xs: 3, sm: 6 }, py: 3 }}>
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
          <Box sx={{ width: '100%', maxWidth: 400 }}>
            <Typography
              variant="h4"
              component="h1"
              gutterBottom
              sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
            >
              {translate('portal.login.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {translate('portal.login.subtitle')}
            </Typography>
            {resetSuccess && (
              <Alert severity="success" sx={{ mb: 2 }}>
                {translate('portal.login.reset_success')}
              </Alert>
            )}
            {idle && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('portal.login.idle_signed_out', {
                  minutes: Math.round(config.idleTimeoutMs / 60_000),
                })}
              </Alert>
            )}
            <LoginForm target={target} />
          </Box>
        </Box>
        <Box component="footer" sx={{ textAlign: 'center' }}>
          <Link href={config.privacyPolicyUrl} variant="body2" color="text.secondary">
            {translate('portal.login.privacy_policy')}
          </Link>
        </Box>
      </Box>
      <LoginIllustration />
    </Box>
  );
};
