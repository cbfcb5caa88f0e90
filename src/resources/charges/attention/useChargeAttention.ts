import { useQuery } from '@tanstack/react-query';

import { useApi } from '../../../app/ApiContext';
import { useApiAction } from '../../../shared/useApiAction';
import type { AttentionAcknowledgementCreate } from '../../../../core/generated/attention-acknowledgement-create';
import type { ChargeAttention } from '../../../../core/generated/charge-attention';

/** GET charges/{uuid}/attention/: the raised flags, what they rest on and their history. */
export function useChargeAttention(uuid: string) {
  const { httpClient } = useApi();
  return useQuery({
    queryKey: ['charges', uuid, 'attention'],
    queryFn: async ({ signal }) =>
      (
        await httpClient<ChargeAttention>(`charges/${encodeURIComponent(uuid)}/attention/`, {
          signal,
        })
      ).json,
  });
}

const notice = () => 'portal.attention.charge.done';

/** POST charges/{uuid}/attention/, reloading the charge's flags, the list and its summary. */
export function useAcknowledge(uuid: string) {
  return useApiAction<AttentionAcknowledgementCreate>({
    path: `charges/${encodeURIComponent(uuid)}/attention/`,
    notice,
    invalidates: 'charges',
  });
}
