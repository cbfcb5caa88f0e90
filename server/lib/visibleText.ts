import { hasHiddenCharacters } from '../../core/hiddenCharacters';
import type { FieldErrors } from './apiError';
import { translate } from './translate';

/**
 * A field error for each named value holding control, bidirectional or zero-width characters,
 * so no user can be made to look like another (keys are the payload's field names).
 */
export function hiddenCharacterErrors(
  values: Record<string, string | null | undefined>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === 'string' && hasHiddenCharacters(value)) {
      errors[field] = [translate('portal.validation.hidden_characters')];
    }
  }
  return errors;
}
