import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { useApi } from '../app/ApiContext';
import { errorMessageOf } from '../shared/errorCatalogue';
import { useSnackbar } from '../shared/useSnackbar';

/**
 * One declared record action (`POST <path>{key}/<name>/`): the API's message as the success
 * notice and a reload of what shows the resource, or its refusal in an error snackbar.
 */
export function useRecordAction(path: string, resource: string) {
  const { httpClient } = useApi();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(async (): Promise<boolean> => {
    setPending(true);
    try {
      const { json } = await httpClient<{ message: string }>(path, { method: 'POST' });
      snackbar(json.message, { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: [resource] });
      return true;
    } catch (error) {
      snackbar(errorMessageOf(error), { variant: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  }, [httpClient, snackbar, queryClient, path, resource]);
  return { run, pending };
}
