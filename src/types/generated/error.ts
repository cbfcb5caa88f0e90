/* Generated from schemas/error.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { FieldErrors } from './field-errors';

/**
 * The body of every error response.
 */
export interface ApiError {
  message: string;
  /**
   * Field errors; a list of them (one per submitted item) for bulk calls.
   */
  data?: FieldErrors | FieldErrors[];
}
