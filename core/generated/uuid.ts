/* Generated from schemas/uuid.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * A UUID string in its canonical 8-4-4-4-12 hexadecimal form (not `urn:uuid:`, braces or other spellings).
 */
export type Uuid = string;
