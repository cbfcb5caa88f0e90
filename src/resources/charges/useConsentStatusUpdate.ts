import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { useApi } from '../../app/ApiContext';
import { errorMessageOf } from '../../shared/errorCatalogue';
import { useSnackbar } from '../../shared/useSnackbar';
import type { ConsentStatusUpdate } from '../../types/generated/consent-status-update';

const NOTICE = {
  RQ: 'portal.charges.consent.requested',
  RC: 'portal.charges.consent.cancelled',
} as const;

/**
 * POST charges/{uuid}/consent-status-update/: on success the notice of spec section 8 and a
 * reload of the charges list (the row shows its new status); on failure (409 when refused) the
 * server's message in a snackbar.
 */
export function useConsentStatusUpdate(uuid: string) {
  const { httpClient } = useApi();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const update = useCallback(
    async (status: ConsentStatusUpdate['status']): Promise<boolean> => {
      setPending(true);
      try {
        const body: ConsentStatusUpdate = { status };
        await httpClient(`charges/${encodeURIComponent(uuid)}/consent-status-update/`, {
          method: 'POST',
          body,
        });
        snackbar(NOTICE[status], { variant: 'success' });
        await queryClient.invalidateQueries({ queryKey: ['charges'] });
        return true;
      } catch (error) {
        snackbar(errorMessageOf(error), { variant: 'error' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [httpClient, snackbar, queryClient, uuid],
  );
  return { update, pending };
}
