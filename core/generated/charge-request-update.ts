/* Generated from schemas/charge-request-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Designation } from './designation';

/**
 * PATCH charge-requests/{id}/ (its creator and administrators, while its access code is unused): an amendment, only the fields that change. companyId is a company's id, null for none; designation is the creator's own for the new charge.
 */
export interface ChargeRequestUpdate {
  firstName?: string;
  lastName?: string;
  /**
   * Company id.
   */
  companyId?: number | null;
  policyNumber?: string | null;
  designation?: Designation;
}
