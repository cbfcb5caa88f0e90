import { useCallback } from 'react';

import { fieldErrorsFromAjv } from '../../../core/fieldErrors';
import { nestErrors } from '../../../engine/formPayload';
import { validators } from '../../../types/generated/validators';
import { toChargeRequestPayload, type ChargeRequestValues } from './chargeRequestPayload';

const SCHEMA = 'charge-request-create.json';

/**
 * The new-request form's `validate`: the payload it would send, checked by the schema's
 * generated validator, with the wording of spec section 5 on each field (including each chosen
 * case manager's and each invitation's own fields).
 */
export function useChargeRequestValidation() {
  return useCallback(async (values: ChargeRequestValues) => {
    const load = validators[SCHEMA];
    if (!load) {
      throw new Error(`No generated validator for ${SCHEMA}: run npm run gen`);
    }
    const validate = await load();
    validate(toChargeRequestPayload(values));
    return nestErrors(fieldErrorsFromAjv(validate.errors ?? []));
  }, []);
}
