/* Generated from schemas/app-consent-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Uuid } from './uuid';

/**
 * Companion app: a supporter waiting for the client's answer to a consent request.
 */
export interface AppConsentRequest {
  caseManagerUuid: Uuid;
  /**
   * The supporter's full name, or their e-mail when they have no name.
   */
  name: string;
  email: string;
  designation: string | null;
  requestedAt: IsoDateTime;
}
