/* Generated from schemas/company-mate.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Email } from './email';
import type { Uuid } from './uuid';

/**
 * A case manager of the same company (GET case-managers/from-same-company/).
 */
export interface CompanyMate {
  uuid: Uuid;
  /**
   * Full name, or the e-mail when the names are empty.
   */
  name: string;
  email: Email;
  designation: string | null;
}
