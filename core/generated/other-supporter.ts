/* Generated from schemas/other-supporter.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { ConsentStatus } from './consent-status';
import type { IsoDateTime } from './date-time';
import type { Designation } from './designation';
import type { Email } from './email';

/**
 * Another supporter attached to a charge.
 */
export interface OtherSupporter {
  email: Email;
  designation: Designation;
  consentStatus: ConsentStatus;
  createdAt: IsoDateTime;
}
