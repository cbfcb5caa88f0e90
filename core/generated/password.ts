/* Generated from schemas/password.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * A new password: 12 to 128 characters.
 */
export type Password = string;
