import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';

import { passwordResetMachine } from '../../../machines/passwordReset';
import { useApi } from '../../app/ApiContext';
import { asMachineCall } from '../../shared/errorCatalogue';

/** The password-reset machine with its two calls: forgot-password and new-password. */
export function usePasswordReset() {
  const { httpClient } = useApi();
  const machine = useMemo(
    () =>
      passwordResetMachine.provide({
        actors: {
          requestToken: fromPromise(({ input }: { input: { email: string } }) =>
            asMachineCall(async () => {
              await httpClient('auth/forgot-password/', {
                method: 'POST',
                body: { email: input.email },
                auth: false,
              });
            }),
          ),
          setPassword: fromPromise(({ input }: { input: { token: string; password: string } }) =>
            asMachineCall(async () => {
              await httpClient('auth/new-password/', {
                method: 'POST',
                body: { token: input.token, password: input.password },
                auth: false,
              });
            }),
          ),
        },
      }),
    [httpClient],
  );
  return useMachine(machine);
}
