/* Generated from schemas/consent-status.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * Consent to view a charge's data: RQ Requested, RC Cancelled, GV Given, DN Denied, NR Not Requested.
 */
export type ConsentStatus = 'RQ' | 'RC' | 'GV' | 'DN' | 'NR';
