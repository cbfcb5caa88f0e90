import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { useApi } from '../app/ApiContext';
import { errorMessageOf } from './errorCatalogue';
import { useSnackbar } from './useSnackbar';

export interface ApiAction<Body> {
  /** The API path, relative to the API root. */
  path: string;
  /** POST unless told otherwise (a revocation is a DELETE). */
  method?: 'POST' | 'DELETE';
  /** The success notice for this body: an i18n key, or the API's own message in its answer. */
  notice: (body: Body, answer: unknown) => string;
  /** The react-query cache to reload so lists and details show the change. */
  invalidates: string;
  /**
   * The action removes the record the page shows and the page leaves it: the cache is marked
   * stale without reloading what is on screen, so nothing asks for the removed record (a 404);
   * the list reloads when it shows again.
   */
  leavesPage?: boolean;
}

/**
 * One POST (or DELETE) a user triggers with a button: the success notice of spec section 8 and a reload of
 * what shows the record, or the server's message (a refusal, say) in an error snackbar.
 */
export function useApiAction<Body>({
  path,
  method = 'POST',
  notice,
  invalidates,
  leavesPage = false,
}: ApiAction<Body>) {
  const { httpClient } = useApi();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (body: Body): Promise<boolean> => {
      setPending(true);
      try {
        const { json } = await httpClient(path, method === 'POST' ? { method, body } : { method });
        snackbar(notice(body, json), { variant: 'success' });
        await queryClient.invalidateQueries({
          queryKey: [invalidates],
          refetchType: leavesPage ? 'none' : 'active',
        });
        return true;
      } catch (error) {
        snackbar(errorMessageOf(error), { variant: 'error' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [httpClient, snackbar, queryClient, path, method, notice, invalidates, leavesPage],
  );
  return { run, pending };
}
