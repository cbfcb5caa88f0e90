import type { ErrorObject } from 'ajv';
import { fieldErrorsFromAjv } from '../../core/fieldErrors';
import type { FieldErrors } from './apiError';
import { translate } from './translate';

/** Ajv errors in the envelope's shape, worded as the forms word them (first error per field). */
export function translatedFieldErrors(errors: readonly ErrorObject[]): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(fieldErrorsFromAjv(errors))) {
    result[field] = [translate(message.key, message.values)];
  }
  return result;
}

export interface SplitErrors {
  /** Errors about the payload itself (the list missing, too long...). */
  rest: ErrorObject[];
  /** Per submitted item, its field errors with paths relative to the item. */
  items: FieldErrors[];
}

/**
 * Groups a bulk payload's validation errors by item, so each item can fail on its own: the
 * errors under `/<list>/<i>/...` belong to item i, everything else to the payload.
 */
export function splitItemErrors(
  errors: readonly ErrorObject[],
  list: string,
  count: number,
): SplitErrors {
  const prefix = new RegExp(`^/${list}/(\\d+)(?=/|$)`);
  const perItem: ErrorObject[][] = Array.from({ length: count }, () => []);
  const rest: ErrorObject[] = [];
  for (const error of errors) {
    const match = prefix.exec(error.instancePath);
    const bucket = match ? perItem[Number(match[1])] : undefined;
    if (match && bucket) {
      bucket.push({ ...error, instancePath: error.instancePath.slice(match[0].length) });
    } else {
      rest.push(error);
    }
  }
  return { rest, items: perItem.map(translatedFieldErrors) };
}
