/* Generated from schemas/tokens.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * An access and refresh token pair.
 */
export interface Tokens {
  access: string;
  refresh: string;
}
