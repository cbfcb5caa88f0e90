/* Generated from schemas/app-consent-answered.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Uuid } from './uuid';

/**
 * Companion app: the consent status a supporter now has after the client's answer.
 */
export interface AppConsentAnswered {
  caseManagerUuid: Uuid;
  status: 'GV' | 'DN';
  answeredAt: IsoDateTime;
}
