import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { useApi } from '../../app/ApiContext';
import { errorMessageOf } from '../../shared/errorCatalogue';
import { useSnackbar } from '../../shared/useSnackbar';
import type { IssueStatusUpdate } from '../../types/generated/issue-status-update';

const NOTICE = {
  EVA: 'portal.issues.notices.assigned',
  EVN: 'portal.issues.notices.reassigned',
  EVR: 'portal.issues.notices.resolved',
} as const;

/**
 * POST feedback/issues/{uuid}/status-update/: on success the notice of spec section 8 and a
 * reload of the issue (and lists, stats); on failure the server's message in a snackbar.
 */
export function useIssueStatusUpdate(uuid: string) {
  const { httpClient } = useApi();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const update = useCallback(
    async (body: IssueStatusUpdate): Promise<boolean> => {
      setPending(true);
      try {
        await httpClient(`feedback/issues/${encodeURIComponent(uuid)}/status-update/`, {
          method: 'POST',
          body,
        });
        snackbar(NOTICE[body.status], { variant: 'success' });
        await queryClient.invalidateQueries({ queryKey: ['issues'] });
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
