/* Generated from schemas/app-consent-request-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AppConsentRequest } from './app-consent-request';

/**
 * Companion app: every pending consent request of the signed-in client, oldest first.
 */
export type AppConsentRequestList = AppConsentRequest[];
