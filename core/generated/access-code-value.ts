/* Generated from schemas/access-code-value.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * An access code: uppercase letters, digits and dashes, 4 to 32 characters.
 */
export type AccessCodeValue = string;
