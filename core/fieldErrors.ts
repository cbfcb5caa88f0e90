import type { ErrorObject } from 'ajv';

/** A validation message as an i18n key (under `portal.validation`) and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** Dotted path of the field an ajv error is about: `/user/email` → `user.email`. */
function fieldOf(error: ErrorObject): string {
  const base = error.instancePath.split('/').filter(Boolean).join('.');
  const params = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  const parts = [base, typeof child === 'string' ? child : ''].filter(Boolean);
  return parts.length ? parts.join('.') : '_';
}

/** The spec's section 5 wording for one ajv error. */
export function messageOf(error: ErrorObject): FieldMessage {
  const limit = (error.params as { limit?: number }).limit ?? 0;
  switch (error.keyword) {
    case 'required':
      return { key: 'portal.validation.required' };
    case 'format':
      return error.params.format === 'email'
        ? { key: 'portal.validation.email' }
        : { key: 'portal.validation.invalid' };
    case 'minimum':
    case 'minLength':
    case 'minItems':
      return { key: 'portal.validation.min', values: { n: limit } };
    case 'maximum':
    case 'maxLength':
    case 'maxItems':
      return { key: 'portal.validation.max', values: { n: limit } };
    case 'additionalProperties':
      return { key: 'portal.validation.unknown_field' };
    default:
      return { key: 'portal.validation.invalid' };
  }
}

/**
 * Ajv's errors as field messages, first error per field only (spec section 5: a field stops at
 * its first error). A blank required string counts as missing.
 */
export function fieldErrorsFromAjv(errors: readonly ErrorObject[]): Record<string, FieldMessage> {
  const result: Record<string, FieldMessage> = {};
  for (const error of errors) {
    const field = fieldOf(error);
    if (!Object.hasOwn(result, field)) {
      result[field] = messageOf(error);
    }
  }
  return result;
}
