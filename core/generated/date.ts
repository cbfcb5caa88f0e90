/* Generated from schemas/date.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * An RFC 3339 full-date string, e.g. 2026-04-27.
 */
export type IsoDate = string;
