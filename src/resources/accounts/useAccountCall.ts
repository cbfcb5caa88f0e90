import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { useApi } from '../../app/ApiContext';
import { errorMessageOf, fieldErrorsOf } from '../../shared/errorCatalogue';
import { useSnackbar } from '../../shared/useSnackbar';
import type { AccountUpdate } from '../../types/generated/account-update';

export interface AccountFailure {
  message: string;
  fields: Record<string, string>;
}

/**
 * An administrator's calls on one account (issue 15): PATCH with the changed fields, and the
 * password reset mail. Success shows its notice and reloads the lists and details that show
 * the account; a failure answers its message and field errors for the form to show.
 */
export function useAccountCall(resource: 'case-managers' | 'users', uuid: string) {
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
        await queryClient.invalidateQueries({ queryKey: [resource] });
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
    [httpClient, queryClient, resource, snackbar],
  );

  const update = useCallback(
    (body: AccountUpdate, notice: string) =>
      call(`${resource}/${uuid}/`, { method: 'PATCH', body }, () => notice),
    [call, resource, uuid],
  );
  const sendReset = useCallback(
    () =>
      call(
        `${resource}/${uuid}/password-reset/`,
        { method: 'POST' },
        (message) => message ?? 'portal.accounts.send_reset.confirm',
      ),
    [call, resource, uuid],
  );
  return { update, sendReset, pending };
}
