import { Box, CircularProgress } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthState, useLogoutIfAccessDenied, usePermissions, useTranslate } from 'react-admin';

import type { Permissions } from '../auth/authProvider';
import { safeTarget } from '../auth/loginPath';
import { useShallowProfile } from '../auth/useShallowProfile';
import { decideAccess, type ProfileState } from './decideAccess';
import { findRoute, type RouteFlags } from './findRoute';
import { SecondFactorRequired } from './SecondFactorRequired';
import { UpdateProfileNotice } from './UpdateProfileNotice';

/**
 * Applies the route guard (decideAccess) to the page inside the layout: the page, a wait, a
 * redirect or the Update Profile notice.
 */
export const RouteGuard = ({
  routes,
  children,
}: {
  routes: readonly RouteFlags[];
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const location = useLocation();
  const { authenticated, isPending: authPending } = useAuthState();
  const { profile, isPending, error } = useShallowProfile();
  const { permissions, isPending: permissionsPending } = usePermissions<Permissions>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // A session ended elsewhere (logout, deactivation, e-mail change) fails the profile
  // call with a 401 once the refresh is refused too: the auth provider's checkError signs out.
  useEffect(() => {
    if (error) {
      void logoutIfAccessDenied(error);
    }
  }, [error, logoutIfAccessDenied]);
  const profileState: ProfileState =
    isPending || authPending
      ? { status: 'loading' }
      : error || !profile
        ? { status: 'error' }
        : {
            status: 'ready',
            hasAcceptedTerms: profile.hasAcceptedTerms,
            shouldUpdateProfile: profile.shouldUpdateProfile,
            mustSetUpSecondFactor: profile.mustSetUpSecondFactor,
          };
  const decision = decideAccess({
    path: `${location.pathname}${location.search}`,
    route: findRoute(routes, location.pathname),
    authenticated: authPending || authenticated === true,
    profile: profileState,
    permissions: permissionsPending || !permissions ? null : permissions,
    redirectTarget: safeTarget(new URLSearchParams(location.search).get('to')),
  });
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'update-profile':
      return <UpdateProfileNotice />;
    case 'second-factor':
      return <SecondFactorRequired />;
    case 'wait':
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={translate('portal.shell.loading')} />
        </Box>
      );
  }
};
