/* Generated from schemas/field-errors.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * Field errors by payload key, each a list of messages. A map, so it allows any key.
 */
export interface FieldErrors {
  [k: string]: string[] | undefined;
}
