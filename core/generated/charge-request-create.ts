/* Generated from schemas/charge-request-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Designation } from './designation';
import type { SupporterAdd } from './supporter-add';
import type { Uuid } from './uuid';

/**
 * POST case-managers/charge-requests/. designation is the creator's own designation for the new charge.
 */
export interface ChargeRequestCreate {
  first_name: string;
  last_name: string;
  email?: string | null;
  /**
   * Company id.
   */
  company?: number | null;
  policy_number?: string | null;
  should_request_consent?: boolean;
  designation: Designation;
  /**
   * @maxItems 50
   */
  other_case_managers?: {
    uuid: Uuid;
    designation: Designation;
  }[];
  /**
   * @maxItems 50
   */
  invited_supporters?: SupporterAdd[];
}
