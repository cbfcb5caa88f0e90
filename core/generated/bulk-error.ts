/* Generated from schemas/bulk-error.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { FieldErrors } from './field-errors';

/**
 * The error body of a bulk call: field errors of the whole payload, or a list of them aligned with the submitted items ({} for an item that was created).
 */
export interface BulkApiError {
  message: string;
  data: FieldErrors | FieldErrors[];
}
