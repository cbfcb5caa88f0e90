/* Generated from schemas/charge-request-detail.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AccessCodeValue } from './access-code-value';
import type { IsoDateTime } from './date-time';
import type { Designation } from './designation';
import type { Email } from './email';
import type { InvitedSupporter } from './invited-supporter';

/**
 * GET case-managers/charge-requests/{id}/.
 */
export interface ChargeRequestDetail {
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
  /**
   * Company id.
   */
  companyId: number | null;
  designation: Designation;
  /**
   * Whether its client registered with its access code: it can then no longer be amended or withdrawn.
   */
  used: boolean;
  /**
   * Case managers attached directly.
   */
  otChargeRequests: {
    email: Email;
    designation: Designation;
    createdAt: IsoDateTime;
  }[];
  invitedSupporters: InvitedSupporter[];
}
