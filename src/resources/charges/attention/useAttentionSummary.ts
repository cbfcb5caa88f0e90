import { useQuery } from '@tanstack/react-query';

import { useApi } from '../../../app/ApiContext';
import type { AttentionSummary } from '../../../../core/generated/attention-summary';

/** GET charges/attention-summary/: kept under the charges cache, so an acknowledgement reloads it. */
export function useAttentionSummary() {
  const { httpClient } = useApi();
  return useQuery({
    queryKey: ['charges', 'attention-summary'],
    queryFn: async ({ signal }) =>
      (await httpClient<AttentionSummary>('charges/attention-summary/', { signal })).json,
  });
}
