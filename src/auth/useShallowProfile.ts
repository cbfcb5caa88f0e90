import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useGetIdentity } from 'react-admin';

import { IDENTITY_KEY } from '../http/queryClient';
import type { PortalIdentity } from './authProvider';

/** The shallow profile (spec section 3) with its load status. */
export function useShallowProfile() {
  const { identity, isPending, error } = useGetIdentity();
  return {
    // getIdentity returns a PortalIdentity (authProvider.ts); react-admin types it loosely.
    profile: identity as PortalIdentity | undefined,
    isPending,
    error,
  };
}

/**
 * After a change the shallow profile reflects (terms accepted, names saved): shows the change at
 * once, then reloads the profile from the server so the guard decides on the server's word.
 */
export function useUpdateShallowProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (patch: Partial<PortalIdentity> = {}) => {
      queryClient.setQueryData<PortalIdentity>(IDENTITY_KEY, (current) =>
        current ? { ...current, ...patch } : current,
      );
      await queryClient.invalidateQueries({ queryKey: IDENTITY_KEY });
    },
    [queryClient],
  );
}

/**
 * After tokens were stored outside react-admin's login (invite signup): re-runs the auth check
 * and reloads identity and permissions before the app navigates into the signed-in pages. A reset,
 * not an invalidation: a profile read that failed while signed out is not fetched again when a
 * page mounts on it (http/queryClient.ts), so it must not outlive the sign-in.
 */
export function useRecheckAuth() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.resetQueries({ queryKey: ['auth'] }), [queryClient]);
}

/**
 * Before a sign-in through react-admin's login: forgets a profile read that failed while signed
 * out (say, on Not Allowed after "Login Instead"), which the session's first page would otherwise
 * find failed and not fetch again (http/queryClient.ts).
 */
export function useForgetShallowProfile() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.removeQueries({ queryKey: IDENTITY_KEY }), [queryClient]);
}
