import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { HttpError } from 'react-admin';

import { useApi } from '../../../app/ApiContext';
import { serverFieldErrors } from '../../../engine/formPayload';
import { errorMessageOf } from '../../../shared/errorCatalogue';
import { useSnackbar } from '../../../shared/useSnackbar';
import type { SupporterAdd } from '../../../../core/generated/supporter-add';
import type { SupporterAddResult } from '../../../../core/generated/supporter-add-result';
import { supporterAddForm } from './supporterAddForm';
import { useDesignations } from './useDesignations';

export interface AddSupporterTarget {
  /** `charges/{uuid}/add-supporter/` or `case-managers/charge-requests/{id}/add-supporter/`. */
  path: string;
  /** The resource whose lists and details show the supporters, reloaded after a success. */
  invalidates: string;
}

/**
 * POST add-supporter (spec sections 4 and 5): the notice says whether a new person was invited
 * or an existing supporter added; the server's field errors (an address already invited, say)
 * are returned for the form to place.
 */
export function useAddSupporter({ path, invalidates }: AddSupporterTarget) {
  const { httpClient } = useApi();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const { remember } = useDesignations();
  return useCallback(
    async (body: SupporterAdd): Promise<Record<string, string> | null> => {
      try {
        const { json } = await httpClient<SupporterAddResult>(path, {
          method: 'POST',
          body,
        });
        snackbar(
          json.is_new_supporter
            ? 'portal.charges.supporters.invited'
            : 'portal.charges.supporters.added',
          {
            variant: 'success',
          },
        );
        remember(body.designation);
        await queryClient.invalidateQueries({ queryKey: [invalidates] });
        return null;
      } catch (error) {
        const { fields, rest } =
          error instanceof HttpError
            ? serverFieldErrors(error.body, supporterAddForm)
            : { fields: {}, rest: [] };
        if (Object.keys(fields).length === 0) {
          snackbar(rest[0] ?? errorMessageOf(error), { variant: 'error' });
        }
        return fields;
      }
    },
    [httpClient, snackbar, queryClient, remember, path, invalidates],
  );
}
