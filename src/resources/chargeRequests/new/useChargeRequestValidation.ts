import { useCallback } from 'react';
import { useGetIdentity } from 'react-admin';

import type { FieldMessage } from '../../../../core/fieldErrors';
import { fieldErrorsFromAjv } from '../../../../core/fieldErrors';
import { nestErrors } from '../../../engine/formPayload';
import { validators } from '../../../../core/generated/validators';
import { toChargeRequestPayload, type ChargeRequestValues } from './chargeRequestPayload';

const SCHEMA = 'charge-request-create.json';

/**
 * The invited rows' own rules, each on its row's e-mail: not the creator's address (they follow
 * the client already), and not one an earlier row invites (spec section 5's wording).
 */
export function invitedRowErrors(
  rows: ChargeRequestValues['invited_supporters'],
  ownEmail: string | null,
): Record<string, FieldMessage> {
  const errors: Record<string, FieldMessage> = {};
  const own = ownEmail?.trim().toLowerCase() ?? '';
  const seen = new Set<string>();
  (rows ?? []).forEach((row, index) => {
    const email = row.email?.trim().toLowerCase() ?? '';
    if (email === '') {
      return;
    }
    const field = `invited_supporters.${index}.email`;
    if (email === own) {
      errors[field] = { key: 'portal.charges.new_request.own_email' };
    } else if (seen.has(email)) {
      errors[field] = { key: 'portal.validation.supporter_already_invited' };
    }
    seen.add(email);
  });
  return errors;
}

/**
 * The new-request form's `validate`: the payload it would send, checked by the schema's
 * generated validator, with the wording of spec section 5 on each field (including each chosen
 * case manager's and each invitation's own fields), and the invited rows' own rules.
 */
export function useChargeRequestValidation() {
  const { identity } = useGetIdentity();
  const ownEmail = typeof identity?.email === 'string' ? identity.email : null;
  return useCallback(
    async (values: ChargeRequestValues) => {
      const load = validators[SCHEMA];
      if (!load) {
        throw new Error(`No generated validator for ${SCHEMA}: run npm run gen`);
      }
      const validate = await load();
      const payload = toChargeRequestPayload(values);
      validate(payload);
      return nestErrors({
        ...(values.with_others === true
          ? invitedRowErrors(values.invited_supporters, ownEmail)
          : {}),
        // The schema's message comes first where both apply (a malformed e-mail).
        ...fieldErrorsFromAjv(validate.errors ?? []),
      });
    },
    [ownEmail],
  );
}
