/* Generated from schemas/email.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * An e-mail address.
 */
export type Email = string;
