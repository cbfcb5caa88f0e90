/* Generated from schemas/date-time.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * An RFC 3339 date-time string, e.g. 2026-04-27T09:30:00Z.
 */
export type IsoDateTime = string;
