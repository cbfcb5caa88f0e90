/* Generated from schemas/uuid.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * A UUID string.
 */
export type Uuid = string;
