import { useQuery } from '@tanstack/react-query';

import { useApi } from '../app/ApiContext';
import type { ChargeJourney } from '../types/generated/charge-journey';

/** GET charges/{uuid}/sessions/: the whole journey in one answer, fetched once per charge. */
export function useJourney(uuid: string) {
  const { httpClient } = useApi();
  return useQuery({
    queryKey: ['charges', uuid, 'journey'],
    queryFn: async ({ signal }) =>
      (await httpClient<ChargeJourney>(`charges/${uuid}/sessions/`, { signal })).json,
    // Every view is audited; a failure shows at once, with the journey's one Retry instead.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export type JourneyQuery = ReturnType<typeof useJourney>;
