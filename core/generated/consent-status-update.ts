/* Generated from schemas/consent-status-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST charges/{id}/consent-status-update/: request (RQ) or cancel (RC) consent.
 */
export interface ConsentStatusUpdate {
  status: 'RQ' | 'RC';
}
