/* Generated from schemas/charge-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AccessCodeValue } from './access-code-value';
import type { IsoDateTime } from './date-time';
import type { Email } from './email';

/**
 * A request for a new client, with its access code (GET case-managers/charge-requests/). createdBy is the creator's e-mail.
 */
export interface ChargeRequest {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  policyNumber: string | null;
  /**
   * Company name, or null when the person has none.
   */
  company: string | null;
  accessCode: AccessCodeValue;
  createdBy: Email;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}
