/* Generated from schemas/error.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { FieldErrors } from './field-errors';

/**
 * The body of every error response: a message in the reader's language and field errors (empty when the error is about no field).
 */
export interface ApiError {
  message: string;
  data: FieldErrors;
}
