/* Generated from schemas/case-manager-charge.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { ConsentStatus } from './consent-status';
import type { Email } from './email';
import type { Uuid } from './uuid';

/**
 * A charge of a case manager (GET case-managers/{id}/charges).
 */
export interface CaseManagerCharge {
  uuid: Uuid;
  firstName: string;
  lastName: string;
  email: Email;
  consentStatus: ConsentStatus;
}
