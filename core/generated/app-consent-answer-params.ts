/* Generated from schemas/app-consent-answer-params.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Uuid } from './uuid';

/**
 * Path parameters of app/consent-requests/{caseManagerUuid}/.
 */
export interface AppConsentAnswerParams {
  caseManagerUuid: Uuid;
}
