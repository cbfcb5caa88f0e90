import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { caseManagers } from '../../../resources/caseManagers';
import { users } from '../../../resources/users';
import { useApi } from '../../app/ApiContext';
import type { AccountAction } from '../../../core/accountActions';
import type { ResourceDefinition } from '../../../core/resourceDefinition';
import { errorMessageOf, fieldErrorsOf } from '../../shared/errorCatalogue';
import { useSnackbar } from '../../shared/useSnackbar';
import type { AccountUpdate } from '../../../core/generated/account-update';

export interface AccountFailure {
  message: string;
  fields: Record<string, string>;
}

/**
 * An administrator's calls on one account (issue 15): PATCH with the changed fields, and the
 * actions (the password reset mail, the reset of a lost second factor). Success shows its
 * notice (the server's, for an action) and reloads the lists and details that show the account;
 * a failure answers its message and field errors for the form to show.
 */
export function useAccountCall(definition: ResourceDefinition, uuid: string) {
  const path = `${definition.path}${uuid}/`;
  const { httpClient } = useApi();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const call = useCallback(
    async (
      path: string,
      init: { method: 'PATCH' | 'POST'; body?: AccountUpdate },
      notice: (message: string | undefined) => string,
    ): Promise<AccountFailure | null> => {
      setPending(true);
      try {
        const { json } = await httpClient<{ message?: string }>(path, init);
        snackbar(notice(json.message), { variant: 'success' });
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
    [httpClient, queryClient, snackbar],
  );

  const update = useCallback(
    (body: AccountUpdate, notice: string) => call(path, { method: 'PATCH', body }, () => notice),
    [call, path],
  );
  const act = useCallback(
    (action: AccountAction) =>
      call(
        `${path}${action}/`,
        { method: 'POST' },
        (message) => message ?? 'portal.accounts.edit.saved',
      ),
    [call, path],
  );
  return { update, act, pending };
}
