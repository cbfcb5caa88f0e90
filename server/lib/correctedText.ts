import { ApiError, type FieldErrors } from './apiError';
import { translate } from './translate';
import { hiddenCharacterErrors } from './visibleText';

/**
 * The text fields of a correction (a PATCH body), trimmed as at creation: a required one left
 * blank is a field error, an optional one blank becomes null (spec section 2), and one holding
 * hidden characters is refused. Fields not sent stay unsent; other fields pass unchanged.
 */
export function correctedText<T extends object>(
  body: T,
  required: readonly (keyof T & string)[],
  optional: readonly (keyof T & string)[],
): T {
  const errors: FieldErrors = {};
  const corrected: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of [...required, ...optional]) {
    const value = corrected[field];
    if (typeof value !== 'string') {
      continue;
    }
    const trimmed = value.trim();
    if (trimmed === '' && required.includes(field)) {
      errors[field] = [translate('portal.validation.required')];
    }
    corrected[field] = trimmed === '' && !required.includes(field) ? null : trimmed;
  }
  const texts = Object.fromEntries(
    [...required, ...optional].map((field) => [field, corrected[field] as string | null]),
  );
  Object.assign(errors, hiddenCharacterErrors(texts));
  if (Object.keys(errors).length) {
    throw ApiError.badRequest(translate('portal.api.request.invalid_data'), errors);
  }
  return corrected as T;
}
