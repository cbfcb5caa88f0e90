/* Generated from schemas/case-manager-detail.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Company } from './company';
import type { IsoDateTime } from './date-time';
import type { Email } from './email';
import type { Role } from './role';
import type { Uuid } from './uuid';

/**
 * GET case-managers/{id}/.
 */
export interface CaseManagerDetail {
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
  dateJoined: IsoDateTime;
  updatedAt: IsoDateTime;
  /**
   * Journeys viewed, newest first.
   */
  history: {
    chargeUuid: Uuid;
    chargeName: string;
    date: IsoDateTime;
  }[];
  /**
   * Whether sign-in asks for a second factor (TOTP) after the password.
   */
  secondFactor: boolean;
}
