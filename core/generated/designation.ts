/* Generated from schemas/designation.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * The free-text role a supporter has for a charge, e.g. Case manager or OT.
 */
export type Designation = string;
