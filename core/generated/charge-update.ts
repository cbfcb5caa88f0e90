/* Generated from schemas/charge-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * PATCH charges/{uuid}/ (administrators and the charge's supporters): a correction of the charge's profile, only the fields that change. companyId is a company's id, null for none.
 */
export interface ChargeUpdate {
  firstName?: string;
  lastName?: string;
  nickname?: string | null;
  /**
   * Company id.
   */
  companyId?: number | null;
  policy?: string | null;
  gender?: string | null;
  isEmployed?: boolean | null;
}
