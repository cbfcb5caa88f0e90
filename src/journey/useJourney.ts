import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useApi } from '../app/ApiContext';
import type { ChargeJourney } from '../../core/generated/charge-journey';
import type { JourneyQuery } from '../../core/generated/journey-query';

export type JourneyHistory = NonNullable<JourneyQuery['history']>;

/**
 * GET charges/{uuid}/sessions/: the whole journey in one answer, fetched once per charge. The
 * recent answer carries the check-ins the panels show first; the full one, asked for when show
 * details or a longer period needs them, every check-in (a lean journey).
 */
export function useJourney(uuid: string, history: JourneyHistory = 'recent') {
  const { httpClient } = useApi();
  const query = history === 'full' ? '?history=full' : '';
  return useQuery({
    queryKey: ['charges', uuid, 'journey', history],
    queryFn: async ({ signal }) =>
      (await httpClient<ChargeJourney>(`charges/${uuid}/sessions/${query}`, { signal })).json,
    // The recent answer stays on screen while the full one loads.
    placeholderData: keepPreviousData,
    // Every view is audited; a failure shows at once, with the journey's one Retry instead.
    retry: false,
    refetchOnWindowFocus: false,
  });
}
