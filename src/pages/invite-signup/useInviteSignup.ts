import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';

import {
  inviteSignupMachine,
  type InviteSignupInput,
  type JoinRequest,
  type SignupRequest,
} from '../../../machines/inviteSignup';
import { useApi } from '../../app/ApiContext';
import { asMachineCall } from '../../shared/errorCatalogue';
import type { CaseManagerInvitation } from '../../../core/generated/case-manager-invitation';
import type { ChargeInvitation } from '../../../core/generated/charge-invitation';
import type { InviteAcceptRequest } from '../../../core/generated/invite-accept-request';
import type { InviteSignupRequest } from '../../../core/generated/invite-signup-request';
import type { Tokens } from '../../../core/generated/tokens';
import { fromCaseManagerInvitation, fromChargeInvitation } from './invitationView';

const path = encodeURIComponent;

/** The invite-signup machine with its calls: read the invitation, sign up, accept signed in, decline. */
export function useInviteSignup(input: InviteSignupInput) {
  const { httpClient } = useApi();
  const machine = useMemo(
    () =>
      inviteSignupMachine.provide({
        actors: {
          loadInvitation: fromPromise(
            ({ input: { uuid, isClient } }: { input: InviteSignupInput }) =>
              asMachineCall(async () =>
                isClient
                  ? fromChargeInvitation(
                      (
                        await httpClient<ChargeInvitation>(`charges/invitations/${path(uuid)}/`, {
                          auth: false,
                        })
                      ).json,
                    )
                  : fromCaseManagerInvitation(
                      (
                        await httpClient<CaseManagerInvitation>(
                          `case-managers/invitation/${path(uuid)}/`,
                          { auth: false },
                        )
                      ).json,
                    ),
              ),
          ),
          signUp: fromPromise(({ input: request }: { input: SignupRequest }) =>
            asMachineCall(async () => {
              const body: InviteSignupRequest = {
                invite_uuid: request.uuid,
                invite_code: request.code,
                email: request.email,
                first_name: request.firstName.trim(),
                last_name: request.lastName.trim(),
                password: request.password,
                is_client: request.isClient,
              };
              const { json } = await httpClient<Tokens>('auth/invite-signup/', {
                method: 'POST',
                body,
                auth: false,
              });
              return json;
            }),
          ),
          join: fromPromise(({ input: request }: { input: JoinRequest }) =>
            asMachineCall(async () => {
              const body: InviteAcceptRequest = {
                invite_uuid: request.uuid,
                invite_code: request.code,
                is_client: request.isClient,
              };
              await httpClient('auth/invite-accept/', { method: 'POST', body });
            }),
          ),
          decline: fromPromise(
            ({ input: { uuid, code } }: { input: { uuid: string; code: string } }) =>
              asMachineCall(async () => {
                await httpClient(`charges/invitations/${path(uuid)}/decline/`, {
                  method: 'POST',
                  body: { invite_uuid: uuid, invite_code: code },
                  auth: false,
                });
              }),
          ),
        },
      }),
    [httpClient],
  );
  return useMachine(machine, { input });
}
