/* Generated from schemas/app-consent-answer.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * Companion app: the charge gives (GV) or denies (DN) a consent request.
 */
export interface AppConsentAnswer {
  status: 'GV' | 'DN';
}
