/* Generated from schemas/case-manager.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Company } from './company';
import type { Email } from './email';
import type { Role } from './role';
import type { Uuid } from './uuid';

/**
 * A case manager, as listed for administrators (GET case-managers/).
 */
export interface CaseManager {
  id: number;
  uuid: Uuid;
  firstName: string | null;
  lastName: string | null;
  fullName: string;
  email: Email;
  lastLogin: string | null;
  loginsCount: number;
  /**
   * How many journeys this case manager has viewed.
   */
  viewsCount: number;
  companies: Company[];
  /**
   * The carer profile id (access codes are created for it).
   */
  carerId: number;
  designation: string | null;
  role: Role;
  /**
   * False once an administrator deactivated the account: it cannot sign in.
   */
  isActive: boolean;
}
