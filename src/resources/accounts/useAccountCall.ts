import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { caseManagers } from '../../../resources/caseManagers';
import { users } from '../../../resources/users';
import { useApi } from '../../app/ApiContext';
import type { ResourceDefinition } from '../../../core/resourceDefinition';
import { errorMessageOf } from '../../shared/errorCatalogue';
import { useSnackbar } from '../../shared/useSnackbar';
import type { AccountUpdate } from '../../../core/generated/account-update';

/**
 * An administrator's deactivation or reactivation of one account: PATCH `isActive`.
 * Success shows its notice and reloads the lists and details that show the account; a refusal
 * shows the server's message.
 */
export function useAccountCall(definition: ResourceDefinition, uuid: string) {
  const path = `${definition.path}${uuid}/`;
  const { httpClient } = useApi();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const update = useCallback(
    async (body: AccountUpdate, notice: string): Promise<void> => {
      setPending(true);
      try {
        await httpClient(path, { method: 'PATCH', body });
        snackbar(notice, { variant: 'success' });
        // One person is listed both as a case manager and as an account.
        await Promise.all(
          [caseManagers.name, users.name].map((name) =>
            queryClient.invalidateQueries({ queryKey: [name] }),
          ),
        );
      } catch (error) {
        snackbar(errorMessageOf(error), { variant: 'error' });
      } finally {
        setPending(false);
      }
    },
    [httpClient, queryClient, snackbar, path],
  );
  return { update, pending };
}
