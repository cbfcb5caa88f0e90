import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useApi } from '../../app/ApiContext';
import type { Profile } from '../../../core/generated/profile';

/** Cleared with the rest of the query cache on logout. */
const PROFILE_KEY = ['portal', 'profile'];

/** The full profile (spec section 3) from `users/profile/`. */
export function useProfile() {
  const { httpClient } = useApi();
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async ({ signal }) => (await httpClient<Profile>('users/profile/', { signal })).json,
  });
}

/** Puts a profile the server answered into the cache, so the page shows it without a reload. */
export function useSetProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: Profile) => queryClient.setQueryData(PROFILE_KEY, profile),
    [queryClient],
  );
}
