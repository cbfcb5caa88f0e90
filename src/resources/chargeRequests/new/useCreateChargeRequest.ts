import { useCallback } from 'react';

import { useApi } from '../../../app/ApiContext';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/errorCatalogue';
import { useSnackbar } from '../../../shared/useSnackbar';
import type { ChargeRequestCreate } from '../../../../core/generated/charge-request-create';
import type { ChargeRequestCreated } from '../../../../core/generated/charge-request-created';
import { useDesignations } from '../../charges/supporters/useDesignations';

export const CHARGE_REQUESTS_PATH = 'case-managers/charge-requests/';

export type CreateOutcome = { created: ChargeRequestCreated } | { errors: Record<string, string> };

/**
 * POST case-managers/charge-requests/ (the HTTP client keys it: a submission sent again after a
 * failure with no answer is created once). A refusal without field errors is shown in an error
 * snackbar.
 */
export function useCreateChargeRequest() {
  const { httpClient } = useApi();
  const snackbar = useSnackbar();
  const { remember } = useDesignations();
  return useCallback(
    async (payload: ChargeRequestCreate): Promise<CreateOutcome> => {
      try {
        const { json } = await httpClient<ChargeRequestCreated>(CHARGE_REQUESTS_PATH, {
          method: 'POST',
          body: payload,
        });
        remember(
          payload.designation,
          ...(payload.other_case_managers ?? []).map((mate) => mate.designation),
          ...(payload.invited_supporters ?? []).map((row) => row.designation),
        );
        return { created: json };
      } catch (error) {
        const errors = fieldErrorsOf(error);
        if (Object.keys(errors).length === 0) {
          snackbar(errorMessageOf(error), { variant: 'error' });
        }
        return { errors };
      }
    },
    [httpClient, snackbar, remember],
  );
}
