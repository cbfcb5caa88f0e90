import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useApi } from '../../../app/ApiContext';
import type { DesignationList } from '../../../../core/generated/designation-list';

/** Cleared with the rest of the query cache on logout; the server keeps the list itself. */
export const DESIGNATIONS_KEY = ['portal', 'designations'];

/**
 * The list changes rarely, and every designation picker of a form (one per invited supporter) or
 * an emptied form remounting would otherwise fetch it again; a submission refetches it anyway.
 */
const FRESH_FOR_MS = 5 * 60 * 1000;

const NONE: string[] = [];

/** Whether a typed designation is missing from the list, as the server compares (any case). */
export function isNewDesignation(list: string[], name: string): boolean {
  const normalised = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return normalised !== '' && !list.some((item) => item.toLowerCase() === normalised);
}

/**
 * The designations offered in the pickers: the server's stored list (spec section 3), the defaults
 * first. `remember` is called with what an accepted submission typed: the server has recorded the
 * new names, so the list is fetched again and shows them at once.
 */
export function useDesignations() {
  const { httpClient } = useApi();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: DESIGNATIONS_KEY,
    queryFn: async ({ signal }) =>
      (await httpClient<DesignationList>('designations/', { signal })).json.items,
    staleTime: FRESH_FOR_MS,
  });
  const remember = useCallback(
    (...names: string[]) => {
      if (names.some((name) => isNewDesignation(data ?? NONE, name))) {
        // The submission has succeeded already; a failed refetch keeps the list shown.
        void queryClient.invalidateQueries({ queryKey: DESIGNATIONS_KEY });
      }
    },
    [queryClient, data],
  );
  return { designations: data ?? NONE, remember };
}
