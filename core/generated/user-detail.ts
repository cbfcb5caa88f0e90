/* Generated from schemas/user-detail.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Email } from './email';
import type { Role } from './role';
import type { Uuid } from './uuid';

/**
 * One account, for administrators (GET users/{uuid}/): the list's fields, with its sign-ins, role, kind and second factor.
 */
export interface UserDetail {
  id: number;
  uuid: Uuid;
  username: string;
  email: Email;
  firstName: string | null;
  lastName: string | null;
  dateJoined: IsoDateTime;
  isAdmin: boolean;
  /**
   * False once an administrator deactivated the account: it cannot sign in.
   */
  isActive: boolean;
  updatedAt: IsoDateTime;
  lastLogin: string | null;
  loginsCount: number;
  /**
   * The role the account acts with (a superuser counts as AD); null when none is stored, as for an app user (a client).
   */
  role: Role | null;
  /**
   * True for an app user (a client), who signs in to the app, not the portal.
   */
  isClient: boolean;
  /**
   * Whether sign-in asks for a second factor (TOTP) after the password.
   */
  secondFactor: boolean;
  /**
   * True for a client whose identity was removed for good (their record stays, with its scores and dates).
   */
  anonymised: boolean;
}
