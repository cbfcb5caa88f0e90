import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { caseManagers } from '../../../resources/caseManagers';
import { users } from '../../../resources/users';
import { useApi } from '../../app/ApiContext';
import type { ResourceDefinition } from '../../../core/resourceDefinition';
import { errorMessageOf, fieldErrorsOf } from '../../shared/errorCatalogue';
import { useSnackbar } from '../../shared/useSnackbar';
import type { AccountUpdate } from '../../../core/generated/account-update';

export interface AccountFailure {
  message: string;
  fields: Record<string, string>;
}

/**
 * An administrator's change of one account (issue 15): PATCH with the changed fields. Success
 * shows its notice and reloads the lists and details that show the account; a failure answers
 * its message and field errors for the form to show.
 */
export function useAccountCall(definition: ResourceDefinition, uuid: string) {
  const path = `${definition.path}${uuid}/`;
  const { httpClient } = useApi();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const update = useCallback(
    async (body: AccountUpdate, notice: string): Promise<AccountFailure | null> => {
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
        return null;
      } catch (error) {
        const failure = { message: errorMessageOf(error), fields: fieldErrorsOf(error) };
        if (Object.keys(failure.fields).length === 0) {
          snackbar(failure.message, { variant: 'error' });
        }
        return failure;
      } finally {
        setPending(false);
      }
    },
    [httpClient, queryClient, snackbar, path],
  );
  return { update, pending };
}
